/** The shop's cupcake mark beside the site name. Decorative: the name is the link's text. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="currentColor" />
      <path d="M9 17.5h14l-2 8.5h-10z" fill="#fff" opacity="0.9" />
      <path d="M8.5 17.5c-.8-3.6 1.9-6 4.6-5.8.8-2.4 4.9-2.4 5.8 0 2.8-.2 5.4 2.2 4.6 5.8z" fill="#fde2ea" />
      <circle cx="16" cy="9" r="1.6" fill="#fde2ea" />
    </svg>
  );
}
