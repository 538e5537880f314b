/** Leaving the site (payment page, dashboard). An object so tests can replace its methods. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /**
   * Rewrites the address of the current history entry without a navigation (its state kept as it is):
   * what the Back button comes back to after we leave.
   */
  replaceAddress(path: string): void {
    window.history.replaceState(window.history.state, '', path);
  },
};
