/** The owner name of the shell's own islands (`shell/<Part>`), beside the remotes' names. */
export const SHELL_ISLAND_OWNER = 'shell';
