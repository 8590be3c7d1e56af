// https://vike.dev/meta — the privacy policy shows the standard header, with the services menu.
export default 'standard'
