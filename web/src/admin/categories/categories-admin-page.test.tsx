import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
  type CreateCategoryMutationVariables,
  type UpdateCategoryMutationVariables,
} from '@crumb/shared/shared-operations';
import { AdminCategoriesDocument } from '../graphql/generated';
import { HomepageCategoriesDocument } from '../../graphql/generated';
import { bakingMixes, buildCategory, cakes } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { refusal, serverFault } from '../../testing/api-errors';
import { noAnswerYet, pictureFile } from '../products/item-editor/api-answers-testing';
import {
  answeredIn,
  expectNameFields,
  requestLanguage,
  withStoredTexts,
  writtenTexts,
} from '../products/item-editor/catalog-texts-testing';
import { itemForm, itemStore, listedItemNames, openItemPage } from '../products/item-editor/item-shop-testing';
import { renderAdminRoute } from '../testing/render-admin-route';

type Language = 'en' | 'ar';

/** A category as the server stores it: its English texts, and its Arabic ones (none by default). */
const stored = (
  category: ReturnType<typeof buildCategory>,
  showOnHomepage: boolean,
  ar?: { name: string; description: string },
) => withStoredTexts({ ...category, showOnHomepage }, ar);
type StoredCategory = ReturnType<typeof stored>;

const storedCakes = stored(cakes, true, { name: 'كيك المناسبات', description: 'كيك بطبقات لكل مناسبة' });
const storedMixes = stored(bakingMixes, false);

/**
 * A shop whose categories change with the mutations it receives, and what it received. It answers
 * names in the request's language, as the API does.
 */
function serveShop(initial: StoredCategory[] = [storedCakes, storedMixes]) {
  const categories = itemStore<StoredCategory, CreateCategoryMutationVariables, UpdateCategoryMutationVariables>(
    initial,
  );
  const received = { ...categories.received, homepageRequests: 0 };
  const answer = (category: StoredCategory, language: Language) => answeredIn(category, language);
  server.use(
    graphql.query(AdminCategoriesDocument, ({ request }) => {
      const language = requestLanguage(request);
      return HttpResponse.json({
        data: { categories: categories.items().map((category) => answer(category, language)) },
      });
    }),
    graphql.query(HomepageCategoriesDocument, ({ request }) => {
      received.homepageRequests += 1;
      const homepageCategories = categories
        .items()
        .filter((category) => category.showOnHomepage)
        .map((category) => {
          const { showOnHomepage: _shown, en: _en, ar: _ar, ...answered } = answer(category, requestLanguage(request));
          return answered;
        });
      return HttpResponse.json({ data: { homepageCategories } });
    }),
    graphql.mutation(CreateCategoryDocument, ({ variables, request }) => {
      const { input } = variables;
      const category = categories.create(
        variables,
        writtenTexts(stored(buildCategory({ id: '50', name: input.name }), input.showOnHomepage ?? true), input),
      );
      return HttpResponse.json({ data: { createCategory: answer(category, requestLanguage(request)) } });
    }),
    graphql.mutation(UpdateCategoryDocument, ({ variables, request }) => {
      const { input } = variables;
      const category = categories.update(variables, (current) =>
        writtenTexts({ ...current, showOnHomepage: input.showOnHomepage ?? current.showOnHomepage }, input),
      );
      return HttpResponse.json({ data: { updateCategory: answer(category, requestLanguage(request)) } });
    }),
    graphql.mutation(DeleteCategoryDocument, ({ variables }) => {
      categories.remove(variables.id);
      return HttpResponse.json({ data: { deleteCategory: true } });
    }),
  );
  return received;
}

async function openPage() {
  const page = await openItemPage('/admin/categories', 'Categories');
  await page.list.findByRole('list');
  return page;
}

const listedNames = () => listedItemNames('Categories');

const form = (name: 'Add Category' | 'Edit Category') => itemForm(name);

describe('Admin Categories', () => {
  it('lists each category with its name, description and a badge when it is on the homepage', async () => {
    serveShop();
    const { list } = await openPage();

    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes']);
    const [shown, hidden] = list.getAllByRole('listitem').map((row) => within(row));
    expect(shown!.getByText('Layered cakes for every occasion')).toBeInTheDocument();
    expect(shown!.getByText('On Homepage')).toBeInTheDocument();
    expect(hidden!.getByText('Bake at home in minutes')).toBeInTheDocument();
    expect(hidden!.queryByText('On Homepage')).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Edit Baking Mixes' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Delete Celebration Cakes' })).toBeInTheDocument();
  });

  it("shows 'Loading categories...' with the form already usable", async () => {
    server.use(graphql.query(AdminCategoriesDocument, noAnswerYet));
    await renderAdminRoute('/admin/categories');

    const list = within(await screen.findByRole('region', { name: 'Categories' }));
    expect(list.getByRole('status')).toHaveTextContent('Loading categories...');
    expect(screen.getByRole('form', { name: 'Add Category' })).toBeInTheDocument();
  });

  it('says when the categories cannot be loaded, and loads them again on request', async () => {
    server.use(graphql.query(AdminCategoriesDocument, serverFault));
    const { user } = await renderAdminRoute('/admin/categories');

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Error loading categories. Please try again.')).toBeInTheDocument();
    serveShop();
    await user.click(alert.getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes']));
  });

  it('invites the owner to create the first category when there is none', async () => {
    serveShop([]);
    await renderAdminRoute('/admin/categories');
    expect(await screen.findByText('No categories yet. Create your first one!')).toBeInTheDocument();
  });

  it('creates a category with both images, shown on the homepage by default, and refreshes the homepage list', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Category');
    const requestsBefore = received.homepageRequests;
    expect(add.getByRole('checkbox', { name: 'Show on Homepage' })).toBeChecked();

    await user.type(add.getByLabelText('Name (English)'), ' Gift Boxes ');
    await user.type(add.getByLabelText('Description (English)'), 'Sweets to give');
    await user.upload(add.getByLabelText('Image'), pictureFile('gifts.png'));
    await user.upload(add.getByLabelText('Homepage Display Image'), pictureFile('gifts-wide.png'));
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Category created!')).toBeInTheDocument();
    const [{ input, image, displayImage }] = received.created as [CreateCategoryMutationVariables];
    expect(input).toEqual({
      name: 'Gift Boxes',
      description: 'Sweets to give',
      ar: { name: '', description: '' },
      showOnHomepage: true,
    });
    expect(image).toBeInstanceOf(File);
    expect(displayImage).toBeInstanceOf(File);
    expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes', 'Gift Boxes']);
    expect(received.homepageRequests).toBeGreaterThan(requestsBefore);
    expect(add.getByLabelText('Name (English)')).toHaveValue('');
    expect(add.getByLabelText('Description (English)')).toHaveValue('');
  });

  it('fills the form to edit, reads Update, and resets after a successful update', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Baking Mixes' }));

    const edit = form('Edit Category');
    expect(edit.getByLabelText('Name (English)')).toHaveFocus();
    expect(edit.getByLabelText('Name (English)')).toHaveValue('Baking Mixes');
    expect(edit.getByLabelText('Description (English)')).toHaveValue('Bake at home in minutes');
    expect(edit.getByRole('checkbox', { name: 'Show on Homepage' })).not.toBeChecked();
    // Its homepage display image is a full address, shown as stored.
    expect(edit.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', bakingMixes.displayImage);

    await user.click(edit.getByRole('checkbox', { name: 'Show on Homepage' }));
    await user.click(edit.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Category updated!')).toBeInTheDocument();
    expect(received.updated).toEqual([
      {
        id: bakingMixes.id,
        input: {
          name: 'Baking Mixes',
          description: 'Bake at home in minutes',
          ar: { name: '', description: '' },
          showOnHomepage: true,
        },
      },
    ]);
    expect(form('Add Category').getByLabelText('Name (English)')).toHaveValue('');
    expect(form('Add Category').getByRole('checkbox', { name: 'Show on Homepage' })).toBeChecked();
  });

  it('Cancel clears the form and returns to create mode', async () => {
    serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Celebration Cakes' }));
    await user.click(form('Edit Category').getByRole('button', { name: 'Cancel' }));

    expect(form('Add Category').getByLabelText('Name (English)')).toHaveValue('');
    expect(form('Add Category').getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it("adds the server's reason, or 'Unknown error', to 'Failed to create/update category: '", async () => {
    serveShop();
    server.use(
      graphql.mutation(CreateCategoryDocument, () => refusal('Name is too long')),
      graphql.mutation(UpdateCategoryDocument, serverFault),
    );
    const { user, list } = await openPage();

    await user.type(form('Add Category').getByLabelText('Name (English)'), 'Cakes');
    await user.click(form('Add Category').getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create category: Name is too long')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit Celebration Cakes' }));
    await user.click(form('Edit Category').getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update category: Unknown error')).toBeInTheDocument();
    expect(form('Edit Category').getByLabelText('Name (English)')).toHaveValue('Celebration Cakes');
  });

  it('deletes a category after the owner confirms', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Delete Baking Mixes' }));
    const question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText('Are you sure you want to delete this category?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Category deleted!')).toBeInTheDocument();
    expect(received.deleted).toEqual([bakingMixes.id]);
    expect(listedNames()).toEqual(['Celebration Cakes']);
  });

  it('keeps a category that still has products and says why', async () => {
    serveShop();
    server.use(
      graphql.mutation(DeleteCategoryDocument, () =>
        refusal('This category still has products. Move or delete them first.', 'CONFLICT'),
      ),
    );
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Delete Celebration Cakes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(
      await screen.findByText(
        'Failed to delete category: This category still has products. Move or delete them first.',
      ),
    ).toBeInTheDocument();
    expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes']);
  });

  it('reads in Arabic, and lists names as answered in Arabic', async () => {
    serveShop();
    await renderAdminRoute('/admin/categories', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة الفئات' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'الفئات' }));
    expect(await list.findByText('في الصفحة الرئيسية')).toBeInTheDocument();
    // The Arabic name and description where there are some, else the English ones.
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'كيك المناسبات',
      'Baking Mixes',
    ]);
    expect(list.getByText('كيك بطبقات لكل مناسبة')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'تعديل كيك المناسبات' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'العرض في الصفحة الرئيسية' })).toBeChecked();
  });

  it('edits the name and description in English and Arabic side by side, only the English name required', async () => {
    serveShop();
    await openPage();
    const add = form('Add Category');

    expectNameFields(add.getByLabelText('Name (English)'), add.getByLabelText('Name (Arabic)'));
    expect(add.getByLabelText('Description (Arabic)')).toHaveAttribute('lang', 'ar');
    expect(add.getByLabelText('Description (Arabic)')).toHaveAttribute('dir', 'rtl');
  });

  it.each([
    ['a blank name', 'Name (English)', '   '],
    ['a category with only an Arabic name', 'Name (Arabic)', 'هدايا'],
  ])("refuses %s with 'Category name is required' and sends nothing", async (_case, field, typed) => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Category');

    await user.type(add.getByLabelText(field), typed);
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await add.findByRole('alert')).toHaveTextContent('Category name is required');
    expect(add.getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(add.getByLabelText('Name (Arabic)')).not.toHaveAttribute('aria-invalid');
    expect(received.created).toEqual([]);
  });

  it('creates a category with its Arabic texts under ar', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Category');

    await user.type(add.getByLabelText('Name (English)'), 'Gift Boxes');
    await user.type(add.getByLabelText('Name (Arabic)'), ' علب الهدايا ');
    await user.type(add.getByLabelText('Description (Arabic)'), 'حلويات للإهداء');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Category created!')).toBeInTheDocument();
    expect(received.created[0]?.input).toEqual({
      name: 'Gift Boxes',
      description: '',
      ar: { name: 'علب الهدايا', description: 'حلويات للإهداء' },
      showOnHomepage: true,
    });
  });

  it("loads each language's own texts to edit, never the other language in place of a missing one", async () => {
    const received = serveShop();
    const { user } = await renderAdminRoute('/admin/categories', { language: 'ar' });
    const list = within(await screen.findByRole('region', { name: 'الفئات' }));
    await list.findByRole('list');

    // Answered in Arabic as 'Baking Mixes' (the fallback), but it has no Arabic name.
    await user.click(list.getByRole('button', { name: 'تعديل Baking Mixes' }));
    let edit = within(screen.getByRole('form', { name: 'تعديل الفئة' }));
    expect(edit.getByLabelText('الاسم (بالإنجليزية)')).toHaveValue('Baking Mixes');
    expect(edit.getByLabelText('الاسم (بالعربية)')).toHaveValue('');
    expect(edit.getByLabelText('الوصف (بالعربية)')).toHaveValue('');

    await user.click(list.getByRole('button', { name: 'تعديل كيك المناسبات' }));
    edit = within(screen.getByRole('form', { name: 'تعديل الفئة' }));
    expect(edit.getByLabelText('الاسم (بالإنجليزية)')).toHaveValue('Celebration Cakes');
    expect(edit.getByLabelText('الوصف (بالإنجليزية)')).toHaveValue('Layered cakes for every occasion');
    expect(edit.getByLabelText('الاسم (بالعربية)')).toHaveValue('كيك المناسبات');

    // A changed Arabic name is saved under ar; the list shows it as answered.
    await user.clear(edit.getByLabelText('الاسم (بالعربية)'));
    await user.type(edit.getByLabelText('الاسم (بالعربية)'), 'كيك الحفلات');
    await user.click(edit.getByRole('button', { name: 'تحديث' }));
    await screen.findByText('تم تحديث الفئة!');
    expect(received.updated[0]?.input).toEqual({
      name: 'Celebration Cakes',
      description: 'Layered cakes for every occasion',
      ar: { name: 'كيك الحفلات', description: 'كيك بطبقات لكل مناسبة' },
      showOnHomepage: true,
    });
    expect(await list.findByRole('heading', { level: 3, name: 'كيك الحفلات' })).toBeInTheDocument();
  });
});
