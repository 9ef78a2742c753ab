import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCreateProductMutationVariables, AdminUpdateProductMutationVariables } from '../../graphql/generated';
import { chocolateCake } from '../../../testing/fixtures';
import { renderAdminRoute } from '../../testing/render-admin-route';
import {
  fillNewProduct,
  form,
  openPage,
  serveShop,
  stored,
  storedRedVelvet,
  type StoredOption,
} from '../products-admin-testing';
import { axeViolations } from '../../../testing/axe-violations';

const sizes: StoredOption = {
  id: '1',
  name: 'Size',
  nameAr: 'الحجم',
  required: true,
  maxChoices: 1,
  choices: [
    { id: '11', name: '6 inch', nameAr: '٦ إنش', priceDelta: 0, available: true },
    { id: '12', name: '8 inch', nameAr: '٨ إنش', priceDelta: 4, available: true },
    { id: '13', name: '10 inch', nameAr: '', priceDelta: 8.5, available: false },
  ],
};
const addOns: StoredOption = {
  id: '2',
  name: 'Add-ons',
  nameAr: 'إضافات',
  required: false,
  maxChoices: 2,
  choices: [{ id: '21', name: 'Candles', nameAr: 'شموع', priceDelta: 0.5, available: true }],
};
const cakeWithGroups = stored(chocolateCake, undefined, null, [sizes, addOns]);

/** The box of a group or of a choice, by its legend: 'Option group 1', 'Choice 2'. */
const box = (within_: ReturnType<typeof within>, legend: string) =>
  within(within_.getByRole('group', { name: legend }));

async function typeInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe("a product's option groups in its form", () => {
  it('starts with none, and creates a product with a required size and optional add-ons, as typed and in order', async () => {
    const received = serveShop([storedRedVelvet]);
    const { user } = await openPage();
    const add = form('Add Product');
    expect(
      add.getByText('No options: shoppers buy the product as it is. Add a group for sizes, flavours or add-ons.'),
    ).toBeInTheDocument();
    await fillNewProduct(user, { name: 'Birthday Cake', price: '9', category: 'Celebration Cakes' });

    await user.click(add.getByRole('button', { name: 'Add option group' }));
    const size = box(add, 'Option group 1');
    // The new group's first field takes the focus, so typing goes on there.
    expect(size.getByLabelText(/^Group name \(English\)/)).toHaveFocus();
    await user.keyboard('Size');
    await user.type(size.getByLabelText('Group name (Arabic)'), 'الحجم');
    await user.click(size.getByRole('checkbox', { name: 'Shoppers must choose' }));
    expect(size.getByLabelText(/How many a shopper may pick/)).toHaveValue(1);
    await user.type(box(size, 'Choice 1').getByLabelText(/^Choice name \(English\)/), '6 inch');
    await user.click(size.getByRole('button', { name: 'Add choice' }));
    expect(box(size, 'Choice 2').getByLabelText(/^Choice name \(English\)/)).toHaveFocus();
    await user.keyboard('8 inch');
    await user.type(box(size, 'Choice 2').getByLabelText('Price difference (BD)'), '4.25');

    await user.click(add.getByRole('button', { name: 'Add option group' }));
    const extras = box(add, 'Option group 2');
    await user.keyboard('Add-ons');
    await typeInto(user, extras.getByLabelText(/How many a shopper may pick/), '2');
    await user.type(box(extras, 'Choice 1').getByLabelText(/^Choice name \(English\)/), 'Gift box');
    await user.type(box(extras, 'Choice 1').getByLabelText('Price difference (BD)'), '-0.5');
    await user.click(box(extras, 'Choice 1').getByRole('checkbox', { name: 'Available' }));

    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Product created!')).toBeInTheDocument();
    const [{ input }] = received.created as [AdminCreateProductMutationVariables];
    expect(input.options).toEqual([
      {
        name: 'Size',
        nameAr: 'الحجم',
        required: true,
        maxChoices: 1,
        choices: [
          { name: '6 inch', nameAr: '', priceDelta: 0, available: true },
          { name: '8 inch', nameAr: '', priceDelta: 4.25, available: true },
        ],
      },
      {
        name: 'Add-ons',
        nameAr: '',
        required: false,
        maxChoices: 2,
        choices: [{ name: 'Gift box', nameAr: '', priceDelta: -0.5, available: false }],
      },
    ]);
    // Back to an empty form.
    expect(form('Add Product').queryByRole('group', { name: 'Option group 1' })).not.toBeInTheDocument();
  });

  it('loads the stored groups to edit, and sends them back renamed, reordered and trimmed with their ids: the removed ones left out', async () => {
    const received = serveShop([cakeWithGroups]);
    const { user, list } = await openPage();
    await user.click(list.getByRole('button', { name: 'Edit Chocolate Fudge Cake' }));
    const edit = form('Edit Product');

    const size = box(edit, 'Option group 1');
    expect(size.getByLabelText(/^Group name \(English\)/)).toHaveValue('Size');
    expect(size.getByLabelText('Group name (Arabic)')).toHaveValue('الحجم');
    expect(size.getByRole('checkbox', { name: 'Shoppers must choose' })).toBeChecked();
    const tenInch = box(size, 'Choice 3');
    expect(tenInch.getByLabelText(/^Choice name \(English\)/)).toHaveValue('10 inch');
    expect(tenInch.getByLabelText('Price difference (BD)')).toHaveValue(8.5);
    expect(tenInch.getByRole('checkbox', { name: 'Available' })).not.toBeChecked();

    // Rename 8 inch and reprice it, move 10 inch above it, remove 6 inch.
    await typeInto(user, box(size, 'Choice 2').getByLabelText(/^Choice name \(English\)/), ' 8 inch (serves 12) ');
    await typeInto(user, box(size, 'Choice 2').getByLabelText('Price difference (BD)'), '4.5');
    const up = size.getByRole('button', { name: 'Move 10 inch up' });
    await user.click(up);
    // The moved row's button keeps the focus, so the owner can press it again.
    expect(size.getByRole('button', { name: 'Move 10 inch up' })).toHaveFocus();
    await user.click(size.getByRole('button', { name: 'Remove 6 inch' }));
    expect(size.getByRole('button', { name: 'Add choice' })).toHaveFocus();
    // The add-ons group goes, and with it its last choice.
    const extras = box(edit, 'Option group 2');
    expect(box(extras, 'Choice 1').getByRole('button', { name: 'Remove Candles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(extras.getByRole('button', { name: 'Remove Add-ons' }));
    expect(edit.getByRole('button', { name: 'Add option group' })).toHaveFocus();

    await user.click(edit.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Product updated!')).toBeInTheDocument();
    const [{ input }] = received.updated as [AdminUpdateProductMutationVariables];
    // The size group as stored, with 10 inch as stored above 8 inch renamed (trimmed) and repriced.
    const [, eightInchAsStored, tenInchAsStored] = sizes.choices;
    expect(input.options).toEqual([
      { ...sizes, choices: [tenInchAsStored, { ...eightInchAsStored, name: '8 inch (serves 12)', priceDelta: 4.5 }] },
    ]);
  });

  it('sends nothing while a group or choice is unnamed, a pick count or a price difference is not valid, and marks those fields', async () => {
    const received = serveShop([storedRedVelvet]);
    const { user } = await openPage();
    const add = form('Add Product');
    await fillNewProduct(user);
    await user.click(add.getByRole('button', { name: 'Add option group' }));
    const group = box(add, 'Option group 1');
    await typeInto(user, group.getByLabelText(/How many a shopper may pick/), '0');
    await user.type(box(group, 'Choice 1').getByLabelText('Price difference (BD)'), '1.2345');

    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await add.findByRole('alert')).toHaveTextContent(
      'Check the options: every group and choice needs a name (at most 80 characters), a group lets shoppers pick from 1 to 30, and a price difference is an amount in BD with at most three decimals',
    );
    expect(received.created).toEqual([]);
    expect(group.getByLabelText(/^Group name \(English\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(group.getByLabelText(/How many a shopper may pick/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(group, 'Choice 1').getByLabelText(/^Choice name \(English\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(group, 'Choice 1').getByLabelText('Price difference (BD)')).toHaveAttribute('aria-invalid', 'true');
    expect(group.getByLabelText('Group name (Arabic)')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses groups whose cheapest picks would sell the product below 0.000 BD, before sending them', async () => {
    const received = serveShop([storedRedVelvet]);
    const { user } = await openPage();
    const add = form('Add Product');
    await fillNewProduct(user, { price: '3' });
    await user.click(add.getByRole('button', { name: 'Add option group' }));
    const group = box(add, 'Option group 1');
    await user.keyboard('Size');
    await user.click(group.getByRole('checkbox', { name: 'Shoppers must choose' }));
    await user.type(box(group, 'Choice 1').getByLabelText(/^Choice name \(English\)/), 'Mini');
    await user.type(box(group, 'Choice 1').getByLabelText('Price difference (BD)'), '-3.001');

    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await add.findByRole('alert')).toHaveTextContent(
      'With these choices the product could cost less than 0.000 BD: raise its price or lower the discounts',
    );
    expect(received.created).toEqual([]);

    // Exactly 0.000 is a price.
    await typeInto(user, box(group, 'Choice 1').getByLabelText('Price difference (BD)'), '-3');
    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Product created!')).toBeInTheDocument();
  });

  it('reads in Arabic, the groups as written in each language, axe clean', async () => {
    serveShop([cakeWithGroups]);
    const { user } = await renderAdminRoute('/admin/products', { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تعديل Chocolate Fudge Cake' }));
    const edit = within(screen.getByRole('form', { name: 'تعديل المنتج' }));
    expect(edit.getByRole('heading', { name: 'الخيارات' })).toBeInTheDocument();
    const size = box(edit, 'مجموعة الخيارات 1');
    // The English field holds the English name even on an Arabic page.
    expect(size.getByLabelText(/^اسم المجموعة \(بالإنجليزية\)/)).toHaveValue('Size');
    expect(size.getByLabelText('اسم المجموعة (بالعربية)')).toHaveValue('الحجم');
    expect(box(size, 'الخيار 2').getByLabelText('فرق السعر (د.ب)')).toHaveValue(4);
    expect(size.getByRole('button', { name: 'نقل ٦ إنش إلى الأسفل' })).toBeInTheDocument();
    expect(edit.getByRole('button', { name: 'إضافة مجموعة خيارات' })).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('form', { name: 'تعديل المنتج' }))).toEqual([]);
  }, 20_000);
});
