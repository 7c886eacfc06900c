/**
 * Out of sight and out of the layout, but still in the accessibility tree: for live regions and text that only
 * screen readers need (an `sx` value).
 */
export const ocultoVisualmente = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
