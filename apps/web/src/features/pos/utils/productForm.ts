import { type PosProduct, type PosProductRequest } from '@worksphere/contracts';
import { posMessages } from '../pos.messages';
import { minorToInput, parseMoney } from './money';

export type ChoiceForm = { id?: string; name: string; delta: string };
export type GroupForm = {
  id?: string;
  name: string;
  required: boolean;
  multiple: boolean;
  choices: ChoiceForm[];
};
export type ProductForm = {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  available: boolean;
  sortOrder: string;
  /** Units left as typed; empty when not counted. */
  stock: string;
  soldOutToday: boolean;
  groups: GroupForm[];
};

export function emptyProductForm(categoryId = ''): ProductForm {
  return {
    name: '',
    description: '',
    price: '',
    categoryId,
    available: true,
    sortOrder: '0',
    stock: '',
    soldOutToday: false,
    groups: [],
  };
}

/** A product as the form edits it: money as typed amounts, ids kept so choices stay the same. */
export function productFormOf(product: PosProduct, currency: string): ProductForm {
  return {
    name: product.name,
    description: product.description,
    price: minorToInput(product.price, currency),
    categoryId: product.categoryId ?? '',
    available: product.available,
    sortOrder: String(product.sortOrder),
    stock: product.stock === null ? '' : String(product.stock),
    soldOutToday: product.soldOutToday,
    groups: product.optionGroups.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      multiple: group.multiple,
      choices: group.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        delta: minorToInput(choice.priceDelta, currency),
      })),
    })),
  };
}

/**
 * The request of a filled form, or the field errors of amounts that are not money; names and
 * limits are the server's to check (its messages are shown as they come).
 */
export function productRequestOf(
  form: ProductForm,
  currency: string,
): { request: PosProductRequest } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const price = parseMoney(form.price, currency);
  if (price === null) errors.price = posMessages.settings.moneyInvalid;
  const stock = form.stock.trim() === '' ? null : Number(form.stock.trim());
  if (stock !== null && (!Number.isInteger(stock) || stock < 0)) {
    errors.stock = posMessages.shared.stockInvalid;
  }
  const optionGroups = form.groups.map((group, groupIndex) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    choices: group.choices.map((choice, choiceIndex) => {
      const delta = choice.delta.trim() === '' ? 0 : parseMoney(choice.delta, currency, true);
      if (delta === null) {
        errors[`groups.${groupIndex}.${choiceIndex}`] = posMessages.settings.moneyInvalid;
      }
      return { ...(choice.id ? { id: choice.id } : {}), name: choice.name, priceDelta: delta ?? 0 };
    }),
  }));
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      name: form.name,
      description: form.description,
      price: price!,
      categoryId: form.categoryId || null,
      available: form.available,
      sortOrder: Math.trunc(Number(form.sortOrder)) || 0,
      stock,
      soldOutToday: form.soldOutToday,
      optionGroups,
    },
  };
}
