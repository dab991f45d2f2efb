// The editor's preview: a frame of the preview's own site that draws the page being edited. An axe check of the
// editor's controls leaves it out: the page inside is checked by the preview's own rules (listed under the preview),
// and until it has drawn, its host document is an empty frame that axe would judge as a page of its own.
export const PREVIEW_FRAME = 'iframe[name="vorschaurahmen"]';
