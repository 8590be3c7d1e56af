// The content editor (cms/, docs/content/editor.md) lives at /admin/ of the site: `npm run cms` serves it there
// locally, and a build given a git host writes it there. No public page links to it or loads anything of it.

/** The editor's folder in the built site, and the first segment of its address. */
export const editorFolder = 'admin'
