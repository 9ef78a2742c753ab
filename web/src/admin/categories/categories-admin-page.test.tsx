import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminCategoriesDocument, AdminCreateCategoryDocument, AdminDeleteCategoryDocument, AdminUpdateCategoryDocument, type AdminCreateCategoryMutationVariables, type AdminUpdateCategoryMutationVariables } from '../graphql/generated';
import { HomepageCategoriesDocument } from '../../graphql/generated';
import { bakingMixes, buildCategory, cakes } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { noAnswerYet, pictureFile, refusal, serverFault } from '../products/item-editor/test-answers';
import { renderAdminRoute } from '../testing/render-admin-route';

type StoredCategory = ReturnType<typeof buildCategory> & { showOnHomepage: boolean };

const storedCakes: StoredCategory = { ...cakes, showOnHomepage: true };
const storedMixes: StoredCategory = { ...bakingMixes, showOnHomepage: false };

/** A shop whose categories change with the mutations it receives, and what it received. */
function serveShop(initial: StoredCategory[] = [storedCakes, storedMixes]) {
  let categories = [...initial];
  const received = {
    created: [] as AdminCreateCategoryMutationVariables[],
    updated: [] as AdminUpdateCategoryMutationVariables[],
    deleted: [] as string[],
    homepageRequests: 0,
  };
  server.use(
    graphql.query(AdminCategoriesDocument, () => HttpResponse.json({ data: { categories } })),
    graphql.query(HomepageCategoriesDocument, () => {
      received.homepageRequests += 1;
      const homepageCategories = categories
        .filter((category) => category.showOnHomepage)
        .map(({ showOnHomepage: _shown, ...category }) => category);
      return HttpResponse.json({ data: { homepageCategories } });
    }),
    graphql.mutation(AdminCreateCategoryDocument, ({ variables }) => {
      received.created.push(variables);
      const { name, description, showOnHomepage } = variables.input;
      const category = {
        ...buildCategory({ id: '50', name, description: description ?? '' }),
        showOnHomepage: showOnHomepage ?? true,
      };
      categories = [...categories, category];
      return HttpResponse.json({ data: { createCategory: category } });
    }),
    graphql.mutation(AdminUpdateCategoryDocument, ({ variables }) => {
      received.updated.push(variables);
      const { id, input } = variables;
      const stored = categories.find((category) => category.id === id)!;
      const category = { ...stored, name: input.name ?? stored.name, showOnHomepage: input.showOnHomepage ?? stored.showOnHomepage };
      categories = categories.map((item) => (item.id === id ? category : item));
      return HttpResponse.json({ data: { updateCategory: category } });
    }),
    graphql.mutation(AdminDeleteCategoryDocument, ({ variables }) => {
      received.deleted.push(variables.id);
      categories = categories.filter((category) => category.id !== variables.id);
      return HttpResponse.json({ data: { deleteCategory: true } });
    }),
  );
  return received;
}

async function openPage() {
  const view = await renderAdminRoute('/admin/categories');
  const list = within(await screen.findByRole('region', { name: 'Categories' }));
  await list.findByRole('list');
  return { ...view, list };
}

const listedNames = () =>
  within(screen.getByRole('region', { name: 'Categories' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const form = (name: 'Add Category' | 'Edit Category') => within(screen.getByRole('form', { name }));

describe('Admin Categories (SPEC §2, §4, §5, §8)', () => {
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

  it("refuses a blank name with 'Category name is required' and sends nothing", async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Category');

    await user.type(add.getByLabelText(/Name/), '   ');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await add.findByRole('alert')).toHaveTextContent('Category name is required');
    expect(add.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(received.created).toEqual([]);
  });

  it('creates a category with both images, shown on the homepage by default, and refreshes the homepage list', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Category');
    const requestsBefore = received.homepageRequests;
    expect(add.getByRole('checkbox', { name: 'Show on Homepage' })).toBeChecked();

    await user.type(add.getByLabelText(/Name/), ' Gift Boxes ');
    await user.type(add.getByLabelText('Description'), 'Sweets to give');
    await user.upload(add.getByLabelText('Image'), pictureFile('gifts.png'));
    await user.upload(add.getByLabelText('Homepage Display Image'), pictureFile('gifts-wide.png'));
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Category created!')).toBeInTheDocument();
    const [{ input, image, displayImage }] = received.created as [AdminCreateCategoryMutationVariables];
    expect(input).toEqual({ name: 'Gift Boxes', description: 'Sweets to give', showOnHomepage: true });
    expect(image).toBeInstanceOf(File);
    expect(displayImage).toBeInstanceOf(File);
    expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes', 'Gift Boxes']);
    expect(received.homepageRequests).toBeGreaterThan(requestsBefore);
    expect(add.getByLabelText(/Name/)).toHaveValue('');
    expect(add.getByLabelText('Description')).toHaveValue('');
  });

  it('fills the form to edit, reads Update, and resets after a successful update', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Baking Mixes' }));

    const edit = form('Edit Category');
    expect(edit.getByLabelText(/Name/)).toHaveFocus();
    expect(edit.getByLabelText(/Name/)).toHaveValue('Baking Mixes');
    expect(edit.getByLabelText('Description')).toHaveValue('Bake at home in minutes');
    expect(edit.getByRole('checkbox', { name: 'Show on Homepage' })).not.toBeChecked();
    // Its homepage display image is a full address, shown as stored.
    expect(edit.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', bakingMixes.displayImage);

    await user.click(edit.getByRole('checkbox', { name: 'Show on Homepage' }));
    await user.click(edit.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Category updated!')).toBeInTheDocument();
    expect(received.updated).toEqual([
      { id: bakingMixes.id, input: { name: 'Baking Mixes', description: 'Bake at home in minutes', showOnHomepage: true } },
    ]);
    expect(form('Add Category').getByLabelText(/Name/)).toHaveValue('');
    expect(form('Add Category').getByRole('checkbox', { name: 'Show on Homepage' })).toBeChecked();
  });

  it('Cancel clears the form and returns to create mode', async () => {
    serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Celebration Cakes' }));
    await user.click(form('Edit Category').getByRole('button', { name: 'Cancel' }));

    expect(form('Add Category').getByLabelText(/Name/)).toHaveValue('');
    expect(form('Add Category').getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it("adds the server's reason, or 'Unknown error', to 'Failed to create/update category: '", async () => {
    serveShop();
    server.use(
      graphql.mutation(AdminCreateCategoryDocument, () => refusal('Name is too long')),
      graphql.mutation(AdminUpdateCategoryDocument, serverFault),
    );
    const { user, list } = await openPage();

    await user.type(form('Add Category').getByLabelText(/Name/), 'Cakes');
    await user.click(form('Add Category').getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create category: Name is too long')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit Celebration Cakes' }));
    await user.click(form('Edit Category').getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update category: Unknown error')).toBeInTheDocument();
    expect(form('Edit Category').getByLabelText(/Name/)).toHaveValue('Celebration Cakes');
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
      graphql.mutation(AdminDeleteCategoryDocument, () =>
        refusal('This category still has products. Move or delete them first.', 'CONFLICT'),
      ),
    );
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Delete Celebration Cakes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(
      await screen.findByText('Failed to delete category: This category still has products. Move or delete them first.'),
    ).toBeInTheDocument();
    expect(listedNames()).toEqual(['Celebration Cakes', 'Baking Mixes']);
  });

  it('reads in Arabic', async () => {
    serveShop();
    await renderAdminRoute('/admin/categories', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة الفئات' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'الفئات' }));
    expect(await list.findByText('في الصفحة الرئيسية')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'العرض في الصفحة الرئيسية' })).toBeChecked();
  });
});
