// @estefania/shared — what the browser apps import: the contract and the UI kit, shared by the
// federation as one singleton so the stores (toasts, site config) and the theme exist once on the page.
// Node (automation, the shell server) imports the React-free contract: `@estefania/shared/contract`,
// `/routes`, `/catalogue`, `/config`, `/webhooks`, `/plans`.
export * from './contract/index';
export * from './ui/index';
