import type { Page } from 'playwright-core';

/**
 * Nothing when the page does not scroll sideways; otherwise how far it does and the elements that stick out past
 * the right edge, widest first, so a failure names what to fix.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => !(element instanceof SVGElement) || element instanceof SVGSVGElement)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.right > clientWidth + 0.5)
      .sort((a, b) => b.box.width - a.box.width)
      .slice(0, 6)
      .map(({ element, box }) => {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${classes} ends at ${Math.round(box.right)} px (${Math.round(box.width)} px wide)`;
      });
    return [`the page is ${scrollWidth} px wide in a ${clientWidth} px window`, ...outside];
  });
}

/**
 * Scrolls to the end of the page and names the controls the floating shortcut button lies over, which should
 * be none: the page keeps room below its last control for the button.
 */
export function controlsUnderShortcutButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const toggle = document.querySelector('.shortcut-menu__toggle');
    if (!toggle) return ['no shortcut button on this screen'];
    const fab = toggle.getBoundingClientRect();
    return [...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="button"]')]
      .filter((control) => !control.closest('.shortcut-menu'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0
          && box.left < fab.right && box.right > fab.left && box.top < fab.bottom && box.bottom > fab.top;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });
}
