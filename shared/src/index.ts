// @estefania/shared — what the browser apps import: the contract and the UI kit, shared by the
// federation as one singleton so the stores (toasts, site config) and the theme exist once on the page.
// Node (automation, the shell server) imports the React-free contract entries instead (`/contract`,
// `/routes`, `/config`, `/webhooks`, `/plans`…; contract/reactFree.test.ts checks every one): this root
// brings the UI kit, so no contract module imports it.
export * from './contract/index';
export * from './ui/index';
