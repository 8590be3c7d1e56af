// Decap's image widget asks getAsset again only when its value or getAsset changes, so a picture still loading stays
// an empty placeholder (https://github.com/decaporg/decap-cms/issues/7099, Decap 3.16). This wrapper looks again after
// every render and, when the answer changed, hands the control a new getAsset, so that it asks again.
import type { ReactOf } from './decap'

/** What Decap hands a widget's control, as far as the thumbnail goes. */
type ControlProps = { value?: unknown; field?: unknown; getAsset: GetAsset; [prop: string]: unknown }
type GetAsset = (path: string, field?: unknown) => unknown

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
