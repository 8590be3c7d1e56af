// Decap's image widget (3.x, withFileControl's Image) asks getAsset for its picture when its value or its getAsset
// changes, and shows the answer until the next change. A picture the editor has not fetched yet is answered with an
// empty placeholder (an SVG of 300 × 150) while it loads, so the picture of an entry the editor opens stays an empty
// checkered thumbnail, though the file is there: the symptom of https://github.com/decaporg/decap-cms/issues/7099,
// seen again with Decap 3.16. Decap does re-render the field once an asset has loaded (its Widget then asks the
// control's shouldComponentUpdate), but the getAsset it hands down never changes.
// This wrapper looks again after every such render and, when the answer changed, hands the control a new getAsset:
// the control's own check then lets it ask again, and it shows the picture.

/** What Decap hands a widget's control, as far as the thumbnail goes. */
type ControlProps = { value?: unknown; field?: unknown; getAsset: GetAsset; [prop: string]: unknown }
type GetAsset = (path: string, field?: unknown) => unknown

/** The createClass and createElement of the React that draws the control: Decap's own globals in the editor. */
export type ReactOf = { createClass(spec: object): unknown; h(type: unknown, props: Record<string, unknown>): unknown }

type Wrapper = {
  props: ControlProps
  forceUpdate(): void
  /** The control as drawn, for what Decap's Widget asks of it. */
  inner?: { getValidateValue?(): unknown }
  /** What getAsset answered for the value when last asked. */
  shown?: unknown
  getAsset?: GetAsset
}

/** Decap's image control, given a new getAsset whenever the picture its value names has changed, e.g. finished loading. */
export function withLiveThumbnail(control: unknown, { createClass, h }: ReactOf) {
  const freshGetAsset =
    (wrapper: Wrapper): GetAsset =>
    (path, field) =>
      wrapper.props.getAsset(path, field)
  function look(this: Wrapper) {
    const { value, field, getAsset } = this.props
    // A list of pictures (a multiple image field) is left as Decap draws it: this site has none.
    if (typeof value !== 'string' || !value) return
    // Asked after the render, not during it: a picture not loaded yet is fetched by a dispatch to Decap's store.
    const shown = getAsset(value, field)
    if (this.shown !== undefined && shown !== this.shown) {
      this.getAsset = freshGetAsset(this)
      this.forceUpdate()
    }
    this.shown = shown
  }
  return createClass({
    displayName: 'LiveThumbnail',
    componentDidMount: look,
    componentDidUpdate: look,
    // Decap's Widget asks this (through its ref) whether to draw the field again: always, so that look() runs after
    // the render an asset's loading causes. The control's own check still decides whether it redraws.
    shouldComponentUpdate: () => true,
    // The Widget validates the value the control gives it (the file's name).
    getValidateValue(this: Wrapper) {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value
    },
    render(this: Wrapper) {
      this.getAsset ??= freshGetAsset(this)
      return h(control, { ...this.props, getAsset: this.getAsset, ref: (inner: Wrapper['inner'] | null) => (this.inner = inner ?? undefined) })
    },
  })
}
