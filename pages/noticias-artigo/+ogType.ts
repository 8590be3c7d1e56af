// A custom setting (renderer/+config.ts, https://vike.dev/meta): link previews show a news article as one.
export default 'article'
