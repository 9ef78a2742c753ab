import { inject } from 'vitest';

/**
 * The back office's REST API, for end-to-end tests that set up data (a voucher) or check what
 * reached the server (the orders). One admin per test server, created on first use with these
 * credentials; every test file that needs an admin signs in with them.
 */
export const E2E_ADMIN = { email: 'e2e-owner@crumb.test', password: 'e2e-owner-password' } as const;

let token: Promise<string> | undefined;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path}: ${response.status} ${body.error ?? ''}`);
  return body;
}

async function signIn(): Promise<string> {
  const { adminExists } = await call<{ adminExists: boolean }>('/auth/admin-exists');
  if (!adminExists) {
    await call('/auth/create-admin', { method: 'POST', body: JSON.stringify(E2E_ADMIN) });
  }
  const { token: issued } = await call<{ token: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  });
  return issued;
}

/** A bearer token of the test server's admin. */
export function adminToken(): Promise<string> {
  token ??= signIn();
  return token;
}

async function asAdmin<T>(path: string, init: RequestInit = {}): Promise<T> {
  return call<T>(path, { ...init, headers: { authorization: `Bearer ${await adminToken()}` } });
}

export function createVoucher(voucher: { code: string; discount: number; type: 'percentage' | 'fixed' }) {
  return asAdmin('/vouchers', { method: 'POST', body: JSON.stringify({ ...voucher, active: true }) });
}

export interface ApiOrder {
  id: number;
  customerName: string;
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
  voucherCode: string | null;
  items: { name: string; quantity: number; price: number }[];
}

export function listOrders(): Promise<ApiOrder[]> {
  return asAdmin<ApiOrder[]>('/orders');
}

/** The stored order with the id a confirmation page showed (as the shopper saw it), in the shape a test reads. */
export async function findOrder<Order extends ApiOrder = ApiOrder>(shownId: string): Promise<Order | undefined> {
  return (await listOrders()).find((order) => String(order.id) === shownId) as Order | undefined;
}

/** An order as a shopper's checkout sends it, through the public REST API (a cake message and a delivery slot optional). */
export function placeOrder(order: {
  customerName: string;
  /** '+973 3900 1234' unless given. */
  whatsapp?: string;
  items: { productId: number; quantity: number; message?: string }[];
  deliveryDate?: string;
  deliveryWindow?: string;
}) {
  return call<{ orderId: number; total: number }>('/orders', {
    method: 'POST',
    body: JSON.stringify({
      whatsapp: '+973 3900 1234',
      address: 'Road 12, Block 338, Manama',
      paymentMethod: 'cash',
      ...order,
    }),
  });
}

/** The id of a product of the seeded catalog. */
export async function someProductId(): Promise<number> {
  const [product] = await call<{ id: number }[]>('/products');
  if (!product) throw new Error('The shop has no products');
  return product.id;
}

/** The owner's delivery schedule, as GET and PUT /api/delivery-schedule carry it. */
export interface DeliverySchedule {
  enabled: boolean;
  leadTimeHours: number;
  cutoffTime: string;
  closedWeekdays: number[];
  closedDates: string[];
  windows: { id: string; start: string; end: string; capacity: number }[];
}

export interface DeliveryDay {
  date: string;
  open: boolean;
  windows: { id: string; start: string; end: string; remaining: number; available: boolean }[];
}

export function deliverySchedule(): Promise<DeliverySchedule> {
  return call<DeliverySchedule>('/delivery-schedule');
}

export function saveDeliverySchedule(schedule: DeliverySchedule): Promise<DeliverySchedule> {
  return asAdmin<DeliverySchedule>('/delivery-schedule', { method: 'PUT', body: JSON.stringify(schedule) });
}

/** The next 14 days with each window's remaining places, as checkout asks for them. */
export function deliveryDays(): Promise<DeliveryDay[]> {
  return call<DeliveryDay[]>('/delivery-schedule/days');
}

export interface ApiProduct {
  id: number;
  name: string;
  messageMaxLength: number | null;
}

/** A product of the seeded catalog by its English name. */
export async function productNamed(name: string): Promise<ApiProduct> {
  const product = (await call<ApiProduct[]>('/products')).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The shop has no product named ${name}`);
  return product;
}

/** Lets a product take a message on the cake of at most `maxLength` characters; null: none. */
export function setMessageMaxLength(productId: number, maxLength: number | null): Promise<ApiProduct> {
  return asAdmin<ApiProduct>(`/products/${productId}`, {
    method: 'PUT',
    body: JSON.stringify({ messageMaxLength: maxLength }),
  });
}

/** A group of choices as the REST API takes it (a size, add-ons); choice prices in BD. */
export interface ApiOptionGroup {
  name: string;
  name_ar?: string;
  required?: boolean;
  maxChoices?: number;
  choices: { name: string; name_ar?: string; priceDelta?: number; available?: boolean }[];
}

/** Sells a product with these groups of choices ([] for none). */
export function setProductOptions(productId: number, options: ApiOptionGroup[]): Promise<ApiProduct> {
  return asAdmin<ApiProduct>(`/products/${productId}`, { method: 'PUT', body: JSON.stringify({ options }) });
}

/** A product the owner adds with a photo, as the back office's form sends it (multipart). */
export async function createProductWithPhoto(product: {
  name: string;
  name_ar: string;
  price: number;
  category_id: number;
  photo: { name: string; mimeType: string; buffer: Buffer };
}): Promise<{ id: number; image: string }> {
  const { photo, ...fields } = product;
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
  form.append('image', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await fetch(`${inject('baseUrl')}/api/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  const body = (await response.json()) as { id: number; image: string; error?: string };
  if (!response.ok) throw new Error(`POST /api/products: ${response.status} ${body.error ?? ''}`);
  return body;
}

export function deleteProduct(id: number) {
  return asAdmin(`/products/${id}`, { method: 'DELETE' });
}

/** Changes site settings as the back office's forms do: text fields, and image files (heroImage, logo...). */
export async function updateSettings(
  fields: Record<string, string>,
  files: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {},
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  for (const [field, file] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await fetch(`${inject('baseUrl')}/api/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  const body = (await response.json()) as Record<string, unknown> & { error?: string };
  if (!response.ok) throw new Error(`PUT /api/settings: ${response.status} ${body.error ?? ''}`);
  return body;
}

/** An invitation to the back office: the account and its one-time link. */
export function inviteStaff(email: string, role: 'owner' | 'staff') {
  return asAdmin<{ id: number; email: string; inviteUrl: string }>('/staff', {
    method: 'POST',
    body: JSON.stringify({ email, role }),
  });
}

/** Disables or enables an account: its sessions end at once when disabled. */
export function setStaffDisabled(id: number, disabled: boolean) {
  return asAdmin('/staff/' + String(id), { method: 'PATCH', body: JSON.stringify({ disabled }) });
}

/** A staff member invited by the owner who has set their password: their bearer token, as after signing in. */
export async function signedInStaff(email: string): Promise<{ id: number; email: string; token: string }> {
  const invited = await inviteStaff(email, 'staff');
  const invitation = new URL(invited.inviteUrl).searchParams.get('token');
  const { token: issued } = await call<{ token: string }>('/staff/accept', {
    method: 'POST',
    body: JSON.stringify({ token: invitation, password: 'kneading-dough' }),
  });
  return { id: invited.id, email: invited.email, token: issued };
}
