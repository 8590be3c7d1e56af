// https://vike.dev/meta — the contact page shows the standard header, with the services menu.
export default 'standard'
