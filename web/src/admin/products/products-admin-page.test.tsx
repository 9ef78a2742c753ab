import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AdminCreateProductDocument, AdminDeleteProductDocument, AdminProductsDocument, AdminUpdateProductDocument, type AdminCreateProductMutationVariables, type AdminUpdateProductMutationVariables } from '../graphql/generated';
import { CatalogProductsDocument } from '../../graphql/generated';
import { bakingMixes, buildProduct, cakes, chocolateCake, redVelvetCake } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { noAnswerYet, pictureFile, refusal, serverFault } from './item-editor/test-answers';

type StoredProduct = ReturnType<typeof buildProduct>;

const categories = [cakes, bakingMixes].map(({ id, name }) => ({ __typename: 'Category' as const, id, name }));

/** A shop whose products change with the mutations it receives, and what it received. */
function serveShop(initial: StoredProduct[] = [redVelvetCake, chocolateCake], shopCategories = categories) {
  let products = [...initial];
  const received = {
    created: [] as AdminCreateProductMutationVariables[],
    updated: [] as AdminUpdateProductMutationVariables[],
    deleted: [] as string[],
  };
  const categoryOf = (id: string) => shopCategories.find((category) => category.id === id) ?? categories[0]!;
  server.use(
    graphql.query(AdminProductsDocument, () => HttpResponse.json({ data: { products, categories: shopCategories } })),
    graphql.mutation(AdminCreateProductDocument, ({ variables }) => {
      received.created.push(variables);
      const { input } = variables;
      const product = buildProduct(
        { id: '99', name: input.name, description: input.description ?? '', price: input.price, featured: Boolean(input.featured) },
        categoryOf(input.categoryId),
      );
      products = [...products, product];
      return HttpResponse.json({ data: { createProduct: product } });
    }),
    graphql.mutation(AdminUpdateProductDocument, ({ variables }) => {
      received.updated.push(variables);
      const { id, input } = variables;
      const stored = products.find((product) => product.id === id)!;
      const product = buildProduct(
        { ...stored, name: input.name ?? stored.name, price: input.price ?? stored.price },
        categoryOf(input.categoryId ?? stored.categoryId),
      );
      products = products.map((item) => (item.id === id ? product : item));
      return HttpResponse.json({ data: { updateProduct: product } });
    }),
    graphql.mutation(AdminDeleteProductDocument, ({ variables }) => {
      received.deleted.push(variables.id);
      products = products.filter((product) => product.id !== variables.id);
      return HttpResponse.json({ data: { deleteProduct: true } });
    }),
  );
  return received;
}

async function openPage(options?: Parameters<typeof renderAdminRoute>[1]) {
  const view = await renderAdminRoute('/admin/products', options);
  const list = await screen.findByRole('region', { name: 'Products' });
  return { ...view, list: within(list) };
}

const listedNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const form = (name: 'Add Product' | 'Edit Product') => within(screen.getByRole('form', { name }));

describe('Admin Products (SPEC §2, §4, §5, §8)', () => {
  it('lists each product with its image, name, category, BD price and Featured badge', async () => {
    serveShop();
    const { list } = await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('form', { name: 'Add Product' })).toBeInTheDocument();
    expect(listedNames()).toEqual(['Red Velvet Cake', 'Chocolate Fudge Cake']);

    const [featured, plain] = list.getAllByRole('listitem').map((row) => within(row));
    expect(featured!.getByText('Celebration Cakes')).toBeInTheDocument();
    expect(featured!.getByText('4.500 BD')).toBeInTheDocument();
    expect(featured!.getByText('Featured')).toBeInTheDocument();
    expect(plain!.getByText('6.000 BD')).toBeInTheDocument();
    expect(plain!.queryByText('Featured')).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Edit Red Velvet Cake' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Delete Chocolate Fudge Cake' })).toBeInTheDocument();
  });

  it("shows 'Loading...' until the products arrive", async () => {
    server.use(graphql.query(AdminProductsDocument, noAnswerYet));
    await renderAdminRoute('/admin/products');

    await screen.findByRole('heading', { level: 1, name: 'Manage Products' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('invites the owner to create the first product when there is none', async () => {
    serveShop([]);
    const { list } = await openPage();
    expect(list.getByText('No products yet. Create your first one!')).toBeInTheDocument();
  });

  it('says the backend could not be reached, and Try Again reloads the page', async () => {
    server.use(graphql.query(AdminProductsDocument, serverFault));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await renderAdminRoute('/admin/products');

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'Backend Connection Issue' })).toBeInTheDocument();
    expect(alert.getByText(/API server could not be reached.*port 3001/)).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('refuses to send a product without a name, a category or a price above 0', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Product');

    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await add.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(add.getByLabelText(/Product Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(add.getByLabelText(/Category/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(add.getByLabelText(/Product Name/), 'Lemon Tart');
    await user.selectOptions(add.getByLabelText(/Category/), 'Celebration Cakes');
    await user.type(add.getByLabelText(/Price \(BD\)/), '0');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(add.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(add.getByLabelText(/Price \(BD\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(add.getByLabelText(/Product Name/)).not.toHaveAttribute('aria-invalid');
    expect(received.created).toEqual([]);
  });

  it('creates a product with its image, then clears the form and lists it', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Product');
    const price = add.getByLabelText(/Price \(BD\)/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(add.getByLabelText('Product Image')).toHaveAttribute('accept', 'image/*');
    expect(add.getByRole('option', { name: 'Select category' })).toBeInTheDocument();

    await user.type(add.getByLabelText(/Product Name/), '  Lemon Tart ');
    await user.type(add.getByLabelText('Description'), 'Zesty and sweet');
    await user.type(price, '3.25');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.upload(add.getByLabelText('Product Image'), pictureFile('tart.png'));
    await user.click(add.getByRole('checkbox', { name: 'Featured Product' }));
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Product created!')).toBeInTheDocument();
    expect(received.created).toHaveLength(1);
    const [{ input, image }] = received.created as [AdminCreateProductMutationVariables];
    expect(input).toEqual({
      name: 'Lemon Tart',
      description: 'Zesty and sweet',
      price: 3.25,
      categoryId: bakingMixes.id,
      featured: true,
    });
    // Sent as a file part of a multipart request (jsdom's FormData loses the file's name on the way).
    expect(image).toBeInstanceOf(File);
    expect((image as File).type).toBe('image/png');

    expect(listedNames()).toEqual(['Red Velvet Cake', 'Chocolate Fudge Cake', 'Lemon Tart']);
    expect(add.getByLabelText(/Product Name/)).toHaveValue('');
    expect(add.getByLabelText(/Price \(BD\)/)).toHaveValue(null);
    expect(add.getByLabelText(/Category/)).toHaveValue('');
    expect(add.getByRole('checkbox', { name: 'Featured Product' })).not.toBeChecked();
  });

  it("refreshes the shop's product grid too: it shows a new product without asking again", async () => {
    serveShop();
    const { user, router } = await openPage();
    const add = form('Add Product');
    await user.type(add.getByLabelText(/Product Name/), 'Lemon Tart');
    await user.type(add.getByLabelText(/Price \(BD\)/), '3');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.click(add.getByRole('button', { name: 'Create' }));
    await screen.findByText('Product created!');

    // The storefront's own request never answers: what it shows comes from the refreshed cache.
    server.use(graphql.query(CatalogProductsDocument, noAnswerYet));
    await router.navigate('/products');

    expect(await screen.findByRole('article', { name: 'Lemon Tart' })).toBeInTheDocument();
  });

  it("reads 'Saving...' while the product is on its way, and does not send it twice", async () => {
    serveShop();
    let requests = 0;
    server.use(
      graphql.mutation(AdminCreateProductDocument, () => {
        requests += 1;
        return noAnswerYet();
      }),
    );
    const { user } = await openPage();
    const add = form('Add Product');

    await user.type(add.getByLabelText(/Product Name/), 'Lemon Tart');
    await user.type(add.getByLabelText(/Price \(BD\)/), '3');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.click(add.getByRole('button', { name: 'Create' }));

    const saving = await add.findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await user.click(saving);
    expect(requests).toBe(1);
  });

  it('loads a product into the form to edit, keeps its image, and returns to create mode after Update', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Red Velvet Cake' }));

    const edit = form('Edit Product');
    expect(edit.getByLabelText(/Product Name/)).toHaveFocus();
    expect(edit.getByLabelText(/Product Name/)).toHaveValue('Red Velvet Cake');
    expect(edit.getByLabelText('Description')).toHaveValue('Cream cheese frosting');
    expect(edit.getByLabelText(/Price \(BD\)/)).toHaveValue(4.5);
    expect(edit.getByLabelText(/Category/)).toHaveValue(cakes.id);
    expect(edit.getByRole('checkbox', { name: 'Featured Product' })).toBeChecked();
    expect(edit.getByText('Upload a new image to replace')).toBeInTheDocument();

    await user.clear(edit.getByLabelText(/Price \(BD\)/));
    await user.type(edit.getByLabelText(/Price \(BD\)/), '5');
    await user.click(edit.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Product updated!')).toBeInTheDocument();
    // No new file chosen: the stored image stays, so none is sent.
    expect(received.updated).toEqual([
      {
        id: redVelvetCake.id,
        input: {
          name: 'Red Velvet Cake',
          description: 'Cream cheese frosting',
          price: 5,
          categoryId: cakes.id,
          featured: true,
        },
      },
    ]);
    const add = form('Add Product');
    expect(add.getByLabelText(/Product Name/)).toHaveValue('');
    expect(add.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Products' })).getByText('5.000 BD')).toBeInTheDocument();
  });

  it('shows the current image while editing', async () => {
    serveShop([buildProduct({ id: '20', name: 'Scone', image: '/uploads/scone.png' }, cakes)]);
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Scone' }));

    expect(form('Edit Product').getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/scone\.png$/),
    );
  });

  it('Cancel leaves edit mode and clears the form', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Chocolate Fudge Cake' }));
    await user.click(form('Edit Product').getByRole('button', { name: 'Cancel' }));

    const add = form('Add Product');
    expect(add.getByLabelText(/Product Name/)).toHaveValue('');
    expect(add.getByLabelText(/Product Name/)).toHaveFocus();
    expect(add.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(received.updated).toEqual([]);
  });

  it("shows the server's reason when a save is refused, and keeps what was typed", async () => {
    serveShop();
    server.use(graphql.mutation(AdminCreateProductDocument, () => refusal('Please choose an existing category')));
    const { user } = await openPage();
    const add = form('Add Product');

    await user.type(add.getByLabelText(/Product Name/), 'Lemon Tart');
    await user.type(add.getByLabelText(/Price \(BD\)/), '3');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Please choose an existing category')).toBeInTheDocument();
    expect(add.getByLabelText(/Product Name/)).toHaveValue('Lemon Tart');
  });

  it("says 'Failed to create product' or 'Failed to update product' when the server gives no reason", async () => {
    serveShop();
    server.use(
      graphql.mutation(AdminCreateProductDocument, serverFault),
      graphql.mutation(AdminUpdateProductDocument, serverFault),
    );
    const { user, list } = await openPage();
    const add = form('Add Product');

    await user.type(add.getByLabelText(/Product Name/), 'Lemon Tart');
    await user.type(add.getByLabelText(/Price \(BD\)/), '3');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit Red Velvet Cake' }));
    await user.click(form('Edit Product').getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
    expect(form('Edit Product').getByLabelText(/Product Name/)).toHaveValue('Red Velvet Cake');
  });

  it('deletes a product only after the owner confirms', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Delete Red Velvet Cake' }));
    const question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(received.deleted).toEqual([]);

    await user.click(list.getByRole('button', { name: 'Delete Red Velvet Cake' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Product deleted!')).toBeInTheDocument();
    expect(received.deleted).toEqual([redVelvetCake.id]);
    expect(listedNames()).toEqual(['Chocolate Fudge Cake']);
  });

  it('leaves edit mode when the product being edited is deleted', async () => {
    serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Edit Red Velvet Cake' }));
    await user.click(list.getByRole('button', { name: 'Delete Red Velvet Cake' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Product deleted!')).toBeInTheDocument();
    expect(form('Add Product').getByLabelText(/Product Name/)).toHaveValue('');
  });

  it("says 'Failed to delete product' when the delete fails without a reason", async () => {
    serveShop();
    server.use(graphql.mutation(AdminDeleteProductDocument, serverFault));
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Delete Red Velvet Cake' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(listedNames()).toEqual(['Red Velvet Cake', 'Chocolate Fudge Cake']);
  });

  it('points to the categories page while there is no category to choose', async () => {
    serveShop([], []);
    await openPage();

    const hint = screen.getByText(/There are no categories yet/);
    expect(within(hint).getByRole('link', { name: 'Add a category' })).toHaveAttribute('href', '/admin/categories');
    expect(form('Add Product').getByLabelText(/Category/)).toHaveAccessibleDescription(/There are no categories yet/);
  });

  it('reads in Arabic, prices included', async () => {
    serveShop();
    await renderAdminRoute('/admin/products', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة المنتجات' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'المنتجات' }));
    expect(list.getByText('4.500 د.ب')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'تعديل Red Velvet Cake' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('form', { name: 'إضافة منتج' })).toBeInTheDocument());
  });
});
