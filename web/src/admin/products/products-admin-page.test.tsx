import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminCreateProductDocument,
  AdminProductsDocument,
  AdminUpdateProductDocument,
  type AdminCreateProductMutationVariables,
} from '../graphql/generated';
import { bakingMixes, buildProduct, cakes, demoProducts, redVelvetCake } from '../../testing/fixtures';
import { answerCatalog } from '../../testing/handlers';
import { DeleteProductDocument } from '@crumb/shared/shared-operations';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';
import { refusal, serverFault } from '../../testing/api-errors';
import { noAnswerYet, pictureFile } from './item-editor/api-answers-testing';
import { expectNameFields } from './item-editor/catalog-texts-testing';
import {
  arabicName,
  englishName,
  fillNewProduct,
  form,
  listedNames,
  openPage,
  serveShop,
  stored,
  storedChocolate,
  storedRedVelvet,
} from './products-admin-testing';
import { axeViolations } from '../../testing/axe-violations';
import { compileLazyAdminPage } from '../testing/lazy-admin-page';

compileLazyAdminPage(() => import('./products-admin-page'));

describe('Admin Products', () => {
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
    expect(add.getByLabelText(englishName)).toHaveAttribute('aria-invalid', 'true');
    expect(add.getByLabelText(/Category/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(add.getByLabelText(englishName), 'Lemon Tart');
    await user.selectOptions(add.getByLabelText(/Category/), 'Celebration Cakes');
    await user.type(add.getByLabelText(/Price \(BD\)/), '0');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(add.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(add.getByLabelText(/Price \(BD\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(add.getByLabelText(englishName)).not.toHaveAttribute('aria-invalid');
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

    await user.type(add.getByLabelText(englishName), '  Lemon Tart ');
    await user.type(add.getByLabelText('Description (English)'), 'Zesty and sweet');
    await user.type(price, '3.25');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    const picture = pictureFile('tart.png');
    await user.upload(add.getByLabelText('Product Image'), picture);
    // The field goes on naming the file chosen, beside its preview.
    expect(add.getByLabelText<HTMLInputElement>('Product Image').files?.[0]).toBe(picture);
    await user.click(add.getByRole('checkbox', { name: 'Featured Product' }));
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Product created!')).toBeInTheDocument();
    expect(received.created).toHaveLength(1);
    const [{ input, image }] = received.created as [AdminCreateProductMutationVariables];
    expect(input).toEqual({
      name: 'Lemon Tart',
      description: 'Zesty and sweet',
      ar: { name: '', description: '' },
      price: 3.25,
      categoryId: bakingMixes.id,
      featured: true,
      messageMaxLength: 0,
      options: [],
    });
    // Sent as a file part of a multipart request (jsdom's FormData loses the file's name on the way).
    expect(image).toBeInstanceOf(File);
    expect((image as File).type).toBe('image/png');

    expect(listedNames()).toEqual(['Red Velvet Cake', 'Chocolate Fudge Cake', 'Lemon Tart']);
    expect(add.getByLabelText(englishName)).toHaveValue('');
    expect(add.getByLabelText(/Price \(BD\)/)).toHaveValue(null);
    expect(add.getByLabelText(/Category/)).toHaveValue('');
    expect(add.getByRole('checkbox', { name: 'Featured Product' })).not.toBeChecked();
    expect(add.getByLabelText<HTMLInputElement>('Product Image').files).toHaveLength(0);
  });

  it("makes the shop's product grid ask again: it shows a new product at once", async () => {
    serveShop();
    const { user, router } = await openPage();
    // The shop's grid was seen a moment ago, so it would be shown from the cache.
    await router.navigate('/products');
    await screen.findByRole('article', { name: redVelvetCake.name });
    await router.navigate('/admin/products');
    await screen.findByRole('form', { name: 'Add Product' });
    const add = form('Add Product');
    await fillNewProduct(user);
    await user.click(add.getByRole('button', { name: 'Create' }));
    await screen.findByText('Product created!');

    server.use(answerCatalog([...demoProducts, buildProduct({ id: '99', name: 'Lemon Tart' }, cakes)]));
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

    await fillNewProduct(user);
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
    expect(edit.getByLabelText(englishName)).toHaveFocus();
    expect(edit.getByLabelText(englishName)).toHaveValue('Red Velvet Cake');
    expect(edit.getByLabelText('Description (English)')).toHaveValue('Cream cheese frosting');
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
          ar: { name: 'كيكة ريد فيلفت', description: 'بكريمة الجبن' },
          price: 5,
          categoryId: cakes.id,
          featured: true,
          messageMaxLength: 0,
          options: [],
        },
      },
    ]);
    const add = form('Add Product');
    expect(add.getByLabelText(englishName)).toHaveValue('');
    expect(add.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Products' })).getByText('5.000 BD')).toBeInTheDocument();
  });

  it('shows the current image while editing', async () => {
    serveShop([stored(buildProduct({ id: '20', name: 'Scone', image: '/uploads/scone.png' }, cakes))]);
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
    expect(add.getByLabelText(englishName)).toHaveValue('');
    expect(add.getByLabelText(englishName)).toHaveFocus();
    expect(add.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(received.updated).toEqual([]);
  });

  it("shows the server's reason when a save is refused, and keeps what was typed", async () => {
    serveShop();
    server.use(graphql.mutation(AdminCreateProductDocument, () => refusal('Please choose an existing category')));
    const { user } = await openPage();
    const add = form('Add Product');

    await fillNewProduct(user);
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Please choose an existing category')).toBeInTheDocument();
    expect(add.getByLabelText(englishName)).toHaveValue('Lemon Tart');
  });

  it("says 'Failed to create product' or 'Failed to update product' when the server gives no reason", async () => {
    serveShop();
    server.use(
      graphql.mutation(AdminCreateProductDocument, serverFault),
      graphql.mutation(AdminUpdateProductDocument, serverFault),
    );
    const { user, list } = await openPage();
    const add = form('Add Product');

    await fillNewProduct(user);
    await user.click(add.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Edit Red Velvet Cake' }));
    await user.click(form('Edit Product').getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
    expect(form('Edit Product').getByLabelText(englishName)).toHaveValue('Red Velvet Cake');
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
    expect(form('Add Product').getByLabelText(englishName)).toHaveValue('');
  });

  it("says 'Failed to delete product' when the delete fails without a reason", async () => {
    serveShop();
    server.use(graphql.mutation(DeleteProductDocument, serverFault));
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

  it('reads in Arabic, prices included, and lists names as answered in Arabic', async () => {
    serveShop();
    await renderAdminRoute('/admin/products', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة المنتجات' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'المنتجات' }));
    // The Arabic name where there is one, else the English one, as the server answers.
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'كيكة ريد فيلفت',
      'Chocolate Fudge Cake',
    ]);
    expect(list.getAllByText('كيك المناسبات')).toHaveLength(2);
    expect(list.getByText('4.500 د.ب')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'تعديل كيكة ريد فيلفت' })).toBeInTheDocument();
    const add = within(await screen.findByRole('form', { name: 'إضافة منتج' }));
    expect(
      within(add.getByLabelText(/^الفئة/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الفئة', 'كيك المناسبات', 'خلطات الخبز']);
  });

  it('edits the name and description in English and Arabic side by side, only the English name required', async () => {
    serveShop();
    await openPage();
    const add = form('Add Product');

    const english = add.getByLabelText(englishName);
    expectNameFields(english, add.getByLabelText(arabicName));
    expect(english).toHaveAttribute('dir', 'ltr');
    const arabicDescription = add.getByLabelText('Description (Arabic)');
    expect(arabicDescription).toHaveAttribute('lang', 'ar');
    expect(arabicDescription).toHaveAttribute('dir', 'rtl');
    expect(arabicDescription).toHaveAttribute('rows', '3');
    expect(add.getByLabelText('Description (English)')).toHaveAttribute('lang', 'en');
  });

  it('creates a product with its Arabic name and description under ar', async () => {
    const received = serveShop();
    const { user } = await openPage();
    const add = form('Add Product');

    await user.type(add.getByLabelText(englishName), 'Luqaimat');
    await user.type(add.getByLabelText(arabicName), ' لقيمات ');
    await user.type(add.getByLabelText('Description (Arabic)'), 'مقرمشة بدبس التمر');
    await user.type(add.getByLabelText(/Price \(BD\)/), '2');
    await user.selectOptions(add.getByLabelText(/Category/), 'Baking Mixes');
    await user.click(add.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Product created!')).toBeInTheDocument();
    expect(received.created[0]?.input).toMatchObject({
      name: 'Luqaimat',
      description: '',
      ar: { name: 'لقيمات', description: 'مقرمشة بدبس التمر' },
    });
    expect(add.getByLabelText(arabicName)).toHaveValue('');
  });

  it("loads each language's own texts to edit, never the other language in place of a missing one", async () => {
    const received = serveShop();
    const { user } = await renderAdminRoute('/admin/products', { language: 'ar' });
    const list = within(await screen.findByRole('region', { name: 'المنتجات' }));
    const englishLabel = /^اسم المنتج \(بالإنجليزية\)/;
    const arabicLabel = 'اسم المنتج (بالعربية)';

    // Answered in Arabic as 'Chocolate Fudge Cake' (the fallback), but it has no Arabic name.
    await user.click(list.getByRole('button', { name: 'تعديل Chocolate Fudge Cake' }));
    let edit = within(screen.getByRole('form', { name: 'تعديل المنتج' }));
    expect(edit.getByLabelText(englishLabel)).toHaveValue('Chocolate Fudge Cake');
    expect(edit.getByLabelText(arabicLabel)).toHaveValue('');

    await user.click(list.getByRole('button', { name: 'تعديل كيكة ريد فيلفت' }));
    edit = within(screen.getByRole('form', { name: 'تعديل المنتج' }));
    expect(edit.getByLabelText(englishLabel)).toHaveValue('Red Velvet Cake');
    expect(edit.getByLabelText('الوصف (بالإنجليزية)')).toHaveValue('Cream cheese frosting');
    expect(edit.getByLabelText(arabicLabel)).toHaveValue('كيكة ريد فيلفت');
    expect(edit.getByLabelText('الوصف (بالعربية)')).toHaveValue('بكريمة الجبن');

    // Emptying the Arabic description sends '' (which empties it), the rest as stored.
    await user.clear(edit.getByLabelText('الوصف (بالعربية)'));
    await user.click(edit.getByRole('button', { name: 'تحديث' }));
    await screen.findByText('تم تحديث المنتج!');
    expect(received.updated[0]?.input).toMatchObject({
      name: 'Red Velvet Cake',
      description: 'Cream cheese frosting',
      ar: { name: 'كيكة ريد فيلفت', description: '' },
    });
  });

  it('marks a product sold out in one click, sending only available, and available again', async () => {
    const received = serveShop();
    const { user, list } = await openPage();

    await user.click(list.getByRole('button', { name: 'Mark Red Velvet Cake sold out' }));
    expect(await screen.findByText(/Red Velvet Cake.* is marked sold out/)).toBeInTheDocument();
    expect(received.updated).toEqual([{ id: redVelvetCake.id, input: { available: false } }]);
    const row = within(list.getByRole('heading', { level: 3, name: 'Red Velvet Cake' }).closest('li')!);
    expect(row.getByText('Sold out')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Mark Red Velvet Cake sold out' })).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Mark Red Velvet Cake available' }));
    expect(await screen.findByText(/Red Velvet Cake.* is available again/)).toBeInTheDocument();
    expect(received.updated[1]).toEqual({ id: redVelvetCake.id, input: { available: true } });
    await waitFor(() => expect(row.queryByText('Sold out')).not.toBeInTheDocument());
    expect(list.getByRole('button', { name: 'Mark Red Velvet Cake sold out' })).toBeInTheDocument();
  });

  it('offers the sold-out toggle in Arabic', async () => {
    serveShop([storedRedVelvet, { ...storedChocolate, available: false }]);
    await renderAdminRoute('/admin/products', { language: 'ar' });
    const list = within(await screen.findByRole('region', { name: 'المنتجات' }));
    expect(list.getByRole('button', { name: 'تسجيل نفاد كمية كيكة ريد فيلفت' })).toHaveTextContent('تسجيل نفاد الكمية');
    expect(list.getByRole('button', { name: 'إتاحة Chocolate Fudge Cake للطلب من جديد' })).toHaveTextContent(
      'إتاحة للطلب من جديد',
    );
    expect(list.getByText('نفدت الكمية')).toBeInTheDocument();
  });

  describe('a message on the cake', () => {
    it("asks how long a message a product takes once 'Takes a message' is ticked, checks it, and sends it", async () => {
      const received = serveShop();
      const { user } = await openPage();
      const add = form('Add Product');
      expect(add.queryByLabelText(/Longest message/)).not.toBeInTheDocument();

      await fillNewProduct(user, { name: 'Birthday Cake', price: '9', category: 'Celebration Cakes' });
      await user.click(add.getByRole('checkbox', { name: 'Takes a message (text on the cake)' }));
      const length = add.getByLabelText(/Longest message/);
      expect(length).toHaveValue(40);
      expect(length).toHaveAccessibleDescription(
        'Shoppers write it in the cart, up to this many characters (1 to 200).',
      );

      await user.clear(length);
      await user.type(length, '500');
      await user.click(add.getByRole('button', { name: 'Create' }));
      expect(await add.findByRole('alert')).toHaveTextContent(
        'The longest message must be a whole number from 1 to 200 characters',
      );
      expect(length).toHaveAttribute('aria-invalid', 'true');
      expect(received.created).toEqual([]);

      await user.clear(length);
      await user.type(length, '30');
      await user.click(add.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Product created!')).toBeInTheDocument();
      expect((received.created[0] as AdminCreateProductMutationVariables).input.messageMaxLength).toBe(30);
    });

    it('is in Arabic too, axe clean', async () => {
      serveShop();
      const { user } = await renderAdminRoute('/admin/products', { language: 'ar' });
      const takesMessage = await screen.findByRole('checkbox', { name: 'يقبل رسالة (نص على الكعكة)' });
      await user.click(takesMessage);
      expect(screen.getByLabelText(/أقصى طول للرسالة/)).toHaveValue(40);
      // The form, not the whole back office: axe in jsdom is slow.
      expect(await axeViolations(takesMessage.closest('form')!)).toEqual([]);
    }, 20_000);
  });
});
