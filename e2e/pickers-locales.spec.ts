import { expect, readerActs, test, waitForHydration } from './fixtures';

// Moment's locale files register on its CommonJS build, which Vite keeps apart from the ES build that
// `import moment from 'moment'` resolves to: a demo that missed this showed its Dutch picker in English.
test('the Moment locale demo formats its dates in the chosen locale', async ({ page }) => {
  await page.goto('/x/react-date-pickers/adapters-locale/');
  await waitForHydration(page);
  const demo = page.locator('#demo-adapters-locale-moment');
  await demo.scrollIntoViewIfNeeded();
  await readerActs(page);
  // Live: the prerendered picture (inert) has made way for the running demo.
  await expect(demo.locator('[data-slot="demo-placeholder"]')).toHaveCount(0);
  const group = demo.getByRole('group', { name: 'Moment locale' });
  const day = demo.getByRole('group', { name: 'Delivery day' });
  // Dutch writes the day first, with dashes: 11-02-2025.
  await expect(day).toContainText(/11\D*-\D*02\D*-\D*2025/);
  await group.getByRole('button', { name: 'en' }).click();
  await expect(demo.getByRole('group', { name: 'Delivery day' })).toContainText(/02\D*\/\D*11\D*\/\D*2025/);
});
