// https://vike.dev/meta — the thank-you page follows the contact page, with the standard header.
export default 'standard'
