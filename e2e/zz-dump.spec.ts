import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';

test('dump', async ({ page }) => {
  await page.goto('/product/1');
  const quantity = page.getByRole('combobox', { name: 'Quantity' });
  await quantity.waitFor();
  const out = await quantity.evaluate((select) => {
    const root = select.closest('.MuiFormControl-root')!;
    const classes = new Set<string>();
    root.querySelectorAll('*').forEach((el) => el.classList.forEach((c) => c.startsWith('css-') && classes.add(c)));
    root.classList.forEach((c) => c.startsWith('css-') && classes.add(c));
    const rules: string[] = [];
    const walk = (list: CSSRuleList) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSStyleRule) {
          if ([...classes].some((c) => rule.selectorText.includes(c))) rules.push(rule.cssText);
        } else if ('cssRules' in rule) {
          const inner: string[] = [];
          const before = rules.length;
          walk((rule as CSSGroupingRule).cssRules);
          const added = rules.splice(before);
          if (added.length) rules.push(`${(rule as CSSMediaRule).conditionText ?? ''} { ${added.join(' ')} }`);
          void inner;
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return root.outerHTML + '\n\n' + rules.join('\n');
  });
  writeFileSync('/tmp/quantity-dump.txt', out);
});
