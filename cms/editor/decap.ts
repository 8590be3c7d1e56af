// The part of Decap's global `CMS` the editor's code uses (https://decapcms.org/docs/customization/).

/** An Immutable.js map, as Decap hands entries to previews. */
export type ImmutableMap = { get(key: string): unknown; getIn(path: string[]): unknown; toJS(): Record<string, unknown> }

/** What a preview template is given. */
export type PreviewProps = { entry: ImmutableMap; getAsset(path: string): { toString(): string } | undefined }

/** A backend's implementation, as far as saving goes. */
export type BackendImplementation = {
  persistEntry(entry: { dataFiles: { path: string; raw: string }[]; assets: unknown[] }, options: unknown): Promise<unknown>
  getEntry(path: string): Promise<{ data: string }>
}

export type Decap = {
  init(options: { config: unknown }): void
  registerPreviewStyle(style: string): void
  registerPreviewTemplate(collection: string, template: unknown): void
  getBackend(name: string): { init(...args: unknown[]): BackendImplementation } | undefined
  getWidget(name: string): { control: unknown; preview: unknown; schema?: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
}

/** The createClass and createElement of the React that draws the editor: Decap's own globals. */
export type ReactOf = { createClass(spec: object): unknown; h(type: unknown, props: Record<string, unknown>): unknown }

/** Decap's globals: the registry, and the React it bundles. */
export const decap = () => window as unknown as ReactOf & { CMS: Decap }
