// @estefania/shared — what the browser apps import: the contract and the UI kit, shared by the
// federation as one singleton so the stores (toasts, site config) and the theme exist once on the page.
// Node (automation, the shell server) imports the React-free contract entries instead (`/contract`,
// `/routes`, `/config`, `/webhooks`, `/plans`…; contract/reactFree.test.ts checks every one): this root
// brings the UI kit, so no contract module imports it. Of the contract it brings what holds no schema
// (contract/browser.ts): every page loads this singleton, and none needs a validation library to show.
export * from './contract/browser';
export * from './ui/index';
