import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

const lastName = `Okafor${process.pid}`;

describeInBrowser('Drivers and Fleet in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/drivers-and-fleet/drivers', loads: 50 });
  const page = () => session.page;

  test('the demo carrier adds a driver, deactivates and reactivates it', async () => {
    await page().getByText(/^\d+ Drivers$/).waitFor();
    await page().getByRole('link', { name: 'Add a Driver' }).click();
    await page().getByLabel('First Name').fill('Ngozi');
    await page().getByLabel('Last Name').fill(lastName);
    await page().getByLabel('Email Address').fill(`ngozi.${process.pid}@demohauling.test`);
    await page().getByLabel('Mobile Phone Number').fill('(614) 555-0142');
    await page().getByLabel('TWIC Expiration Date').fill('2028-06-30');
    await page().getByLabel('MDA Password').fill('mda-pass');
    await page().getByLabel('Notes').fill('Prefers Midwest runs');
    await page().getByRole('button', { name: 'Add Driver' }).click();

    const card = page().getByRole('link', { name: new RegExp(`Ngozi ${lastName}`) });
    await card.waitFor();
    await card.click();
    await page().getByRole('button', { name: 'Deactivate Driver' }).click();
    await page().getByText(`Deactivated Driver Ngozi ${lastName}`).waitFor();
    await page().waitForURL(/\/drivers-and-fleet\/drivers$/);
    await card.getByText('Deactivated').waitFor();

    await card.click();
    await page().getByRole('button', { name: 'Activate Driver' }).click();
    await page().getByText(`Activated Driver Ngozi ${lastName}`).waitFor();
    await page().waitForURL(/\/drivers-and-fleet\/drivers$/);
    await card.getByText('Edit').waitFor();
    expect(await card.getByText('Deactivated').count()).toBe(0);
    recordFlowRun();
  });

  test('the demo carrier adds a truck and removes it', async () => {
    await page().goto(new URL('/drivers-and-fleet/fleet', page().url()).toString());
    const total = page().getByText(/^\d+ Trucks?$/);
    await total.waitFor();
    const before = Number((await total.textContent())?.split(' ')[0]);
    const enclosedFlatbeds = page().getByRole('link', { name: /Flatbed, Enclosed/ });
    const flatbedsBefore = await enclosedFlatbeds.count();

    await page().getByRole('link', { name: 'Add a Truck' }).click();
    await page().getByLabel('Truck Type').selectOption({ label: 'Flatbed' });
    await page().getByLabel('Equipment').selectOption('Enclosed');
    await page().getByRole('button', { name: 'Add Truck' }).click();
    await page().waitForURL(/\/drivers-and-fleet\/fleet$/);
    await page().getByText(`${before + 1} Trucks`).waitFor();
    expect(await enclosedFlatbeds.count()).toBe(flatbedsBefore + 1);

    await enclosedFlatbeds.last().click();
    await page().getByRole('heading', { name: 'Edit Truck Quantity' }).waitFor();
    await page().getByRole('button', { name: 'Remove this Truck' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('Are you sure you wish to delete this truck?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page().waitForURL(/\/drivers-and-fleet\/fleet$/);
    await page().getByText(before === 1 ? '1 Truck' : `${before} Trucks`).waitFor();
    expect(await enclosedFlatbeds.count()).toBe(flatbedsBefore);
    recordFlowRun();
  });

  test('every drivers and fleet screen, the removal question included, has no serious accessibility violation and, at 390 px, no sideways scroll', async () => {
    const paths = ['/drivers-and-fleet/drivers', '/drivers-and-fleet/fleet', '/drivers-and-fleet/add-driver', '/drivers-and-fleet/add-hauler'];
    for (const width of [1280, 390]) {
      await page().setViewportSize({ width, height: 844 });
      for (const path of paths) {
        await page().goto(new URL(path, page().url()).toString());
        await page().getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousAxeViolations(page())).toEqual([]);
        if (width === 390) expect(await sidewaysOverflow(page())).toEqual([]);
      }
      for (const [list, editHeading] of [['/drivers-and-fleet/drivers', 'Edit Driver'], ['/drivers-and-fleet/fleet', 'Edit Truck Quantity']]) {
        await page().goto(new URL(list, page().url()).toString());
        await page().locator('.roster__card').first().click();
        await page().getByRole('heading', { name: editHeading }).waitFor();
        expect(await seriousAxeViolations(page())).toEqual([]);
        if (width === 390) expect(await sidewaysOverflow(page())).toEqual([]);
      }
      await page().getByRole('button', { name: 'Remove this Truck' }).click();
      await page().getByRole('dialog').waitFor();
      expect(await seriousAxeViolations(page())).toEqual([]);
    }
    recordFlowRun();
  });
});
