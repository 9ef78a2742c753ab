import { withOutcomeToast } from './outcome-toast';
import { useConfirmedDelete } from './use-confirmed-delete';
import type { ItemForm } from './use-item-form';

/** A mutation as the feature's generated hook returns it: the call, and whether one is under way. */
type Mutation<Variables> = readonly [(options: { variables: Variables }) => Promise<unknown>, { loading: boolean }];

/** The keys every item feature words its outcomes with, in its own namespace. */
type ItemTextKey =
  'created' | 'updated' | 'deleted' | 'confirmDelete' | 'createFailed' | 'updateFailed' | 'deleteFailed';

interface ItemActionsOptions<Item extends { id: string }, Values, Variables> {
  form: ItemForm<Item, Values>;
  /** False while a required field is missing: the form shows its problems and nothing is sent. */
  isComplete: (values: Values) => boolean;
  /** The variables of create and update alike. */
  variablesOf: (values: Values) => Variables;
  /** The feature's mutations, as its generated hooks return them. */
  create: Mutation<Variables>;
  update: Mutation<Variables & { id: string }>;
  remove: Mutation<{ id: string }>;
  /** The feature's text of a key: the toasts and the delete question in the item's own words. */
  text: (key: ItemTextKey) => string;
  /** The failure toast: the feature's 'Failed to ...' text joined to the error as the feature words it. */
  failure: (failedText: string, error: unknown) => string;
}

/**
 * Saving and deleting the items of the product and category forms (docs/product.md#products-admin):
 * nothing is sent while a required field is missing; success and failure end in a toast. A
 * successful save, or deleting the item being edited, clears the form. `saving` holds while a
 * create or an update is on its way.
 */
export function useItemActions<Item extends { id: string }, Values, Variables>({
  form,
  isComplete,
  variablesOf,
  create,
  update,
  remove,
  text,
  failure,
}: ItemActionsOptions<Item, Values, Variables>) {
  const [createItem, creation] = create;
  const [updateItem, updating] = update;
  const [removeItem] = remove;

  const save = async () => {
    const { values, editing } = form;
    if (!isComplete(values)) return form.revealProblems();
    const variables = variablesOf(values);
    const saved = editing
      ? await withOutcomeToast(
          () => updateItem({ variables: { id: editing.id, ...variables } }),
          text('updated'),
          (error) => failure(text('updateFailed'), error),
        )
      : await withOutcomeToast(
          () => createItem({ variables }),
          text('created'),
          (error) => failure(text('createFailed'), error),
        );
    if (saved) form.reset();
  };

  const { requestDelete, dialog } = useConfirmedDelete({
    question: text('confirmDelete'),
    remove: (id) => removeItem({ variables: { id } }),
    success: text('deleted'),
    failure: (error) => failure(text('deleteFailed'), error),
    onDeleted: (id) => {
      if (form.editing?.id === id) form.reset();
    },
  });

  return { save, saving: creation.loading || updating.loading, requestDelete, dialog };
}
