/**
 * Moves focus to the first field marked invalid (`aria-invalid="true"`) inside `container`, in the
 * page's order, so that a failed save lands where the first thing to fix is. Answers whether one
 * was found.
 */
export function focusFirstInvalidField(container: ParentNode | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field === null || field === undefined) return false;
  field.focus();
  return true;
}
