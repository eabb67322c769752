import { expect, test, waitForHydration, type Page } from './fixtures';

/** Opens a page with every demo live (`?eager-demos`) and returns the preview of one demo. */
async function openDemo(page: Page, pathname: string, name: string) {
  await page.goto(`${pathname}?eager-demos`);
  await waitForHydration(page);
  const preview = page.locator(`#demo-${name} [data-slot="demo-preview"]`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByRole('grid').first()).toBeVisible();
  return preview;
}

test('updateRows adds, changes and deletes single rows in the free grid', async ({ page, consoleErrors }) => {
  const preview = await openDemo(page, '/x/react-data-grid/row-updates/', 'row-updates-api-ref');
  const rows = preview.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(3);
  await expect(async () => {
    await preview.getByRole('button', { name: 'Add a request' }).click();
    await expect(rows).toHaveCount(4, { timeout: 1000 });
  }).toPass();
  await preview.getByRole('button', { name: 'Upvote the first row' }).click();
  await expect(rows.first().locator('[data-field="votes"]')).toHaveText('43');
  await preview.getByRole('button', { name: 'Delete the last row' }).click();
  await expect(rows).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});

test('streamed updates reach a grid that throttles them with throttleRowsMs', async ({ page }) => {
  const preview = await openDemo(page, '/x/react-data-grid/row-updates/', 'row-updates-throttle');
  const counter = preview.locator('.MuiDataGrid-row').first().locator('[data-field="ticks"]');
  // The feed sends about 17 updates a second per symbol; with 2 s batches the counter jumps by tens.
  await expect.poll(async () => Number(await counter.textContent()), { timeout: 6000 }).toBeGreaterThan(10);
});

test('a master-detail row opens its panel, and the form panel validates before saving', async ({ page }) => {
  const mailbox = await openDemo(page, '/x/react-data-grid/master-detail/', 'master-detail-mailbox');
  await expect(async () => {
    await mailbox.getByRole('button', { name: 'Expand' }).first().click();
    await expect(mailbox.getByText(/twenty new water butts/)).toBeVisible({ timeout: 1000 });
  }).toPass();

  const form = page.locator('#demo-master-detail-form [data-slot="demo-preview"]');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Expand' }).first().click();
  const email = form.getByRole('textbox', { name: 'E-mail' });
  await email.fill('not-an-address');
  await expect(form.getByText('Not an e-mail address')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await email.fill('birgit.h@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('.MuiDataGrid-row').first().locator('[data-field="email"]')).toHaveText(
    'birgit.h@example.com',
  );
});

test('row pinning moves a row out of the scrolling rows and back', async ({ page }) => {
  const preview = await openDemo(page, '/x/react-data-grid/row-pinning/', 'row-pinning-actions');
  const pinnedTop = preview.locator('.MuiDataGrid-pinnedRows--top .MuiDataGrid-row');
  await expect(pinnedTop).toHaveCount(1);
  await expect(async () => {
    await preview.getByRole('menuitem', { name: 'Pin to top' }).first().click();
    await expect(pinnedTop).toHaveCount(2, { timeout: 1000 });
  }).toPass();
  await pinnedTop.first().getByRole('menuitem', { name: 'Unpin' }).click();
  await expect(pinnedTop).toHaveCount(1);
});

test('columns move by API and readers see the new order', async ({ page }) => {
  const preview = await openDemo(page, '/x/react-data-grid/column-ordering/', 'column-ordering-drag');
  await expect(async () => {
    await preview.getByRole('button', { name: 'Move Salary first' }).click();
    await expect(preview.getByRole('status')).toHaveText(/^Order: salary,/, { timeout: 1000 });
  }).toPass();
  await expect(preview.getByRole('columnheader').first()).toContainText('Salary');
});
