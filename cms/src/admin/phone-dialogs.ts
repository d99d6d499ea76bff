// The media dialog on a phone (issue 39.8): it was cut off on the right, and its asset grid kept
// four columns (Strapi's `col={3}` with no phone size), so file names wrapped a letter a line.
// Below 768 px every dialog takes the screen's width less a margin, its toolbars wrap, and the
// grid of asset cards (the grid whose items hold a card's <article>) shows two cards a row.
const PHONE_DIALOG_CSS = `
@media (max-width: 767px) {
  [role='dialog'][data-state='open'] {
    width: calc(100vw - 16px) !important;
    max-width: calc(100vw - 16px) !important;
  }
  [role='dialog'][data-state='open'] * {
    min-width: 0;
  }
  [role='dialog'][data-state='open'] :has(> div > button, > div > div > input) {
    flex-wrap: wrap;
  }
  [role='dialog'][data-state='open'] :has(> div > article) {
    grid-template-columns: repeat(2, minmax(0, 1fr)) !important;
  }
  [role='dialog'][data-state='open'] :has(> div > article) > div {
    grid-column: auto !important;
  }
  [role='dialog'][data-state='open'] article * {
    overflow-wrap: anywhere;
    word-break: normal;
  }
}
`;

export function fitDialogsToPhone(): void {
  const style = document.createElement('style');
  style.dataset.mysticPhoneDialogs = '';
  style.textContent = PHONE_DIALOG_CSS;
  document.head.appendChild(style);
}
