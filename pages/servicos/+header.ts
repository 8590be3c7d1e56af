// https://vike.dev/meta — service pages show the standard header, with the services menu.
export default 'standard'
