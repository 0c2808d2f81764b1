import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PosCategory,
  PosCategoryRequest,
  PosCategoryUpdate,
  PosProduct,
  PosProductRequest,
  PosProductUpdate,
  PosSettings,
  PosSettingsUpdate,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { posKeys } from './posKeys';

/** Every catalogue change refreshes the catalogue (screen, settings) once it is through. */
function useCatalogueMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: posKeys.catalogue() }),
  });
}

const id = (value: string) => encodeURIComponent(value);

export function useUpdateShopSettingsMutation() {
  return useCatalogueMutation(async (update: PosSettingsUpdate) => {
    const { settings } = await apiRequest<{ settings: PosSettings }>('/pos/settings', {
      method: 'PUT',
      body: update,
    });
    return settings;
  });
}

export function useCreateCategoryMutation() {
  return useCatalogueMutation(async (request: PosCategoryRequest) => {
    const { category } = await apiRequest<{ category: PosCategory }>('/pos/categories', {
      method: 'POST',
      body: request,
      expectedStatus: 201,
    });
    return category;
  });
}

export function useUpdateCategoryMutation() {
  return useCatalogueMutation(
    ({ categoryId, update }: { categoryId: string; update: PosCategoryUpdate }) =>
      apiRequest<unknown>(`/pos/categories/${id(categoryId)}`, { method: 'PUT', body: update }),
  );
}

export function useDeleteCategoryMutation() {
  return useCatalogueMutation((categoryId: string) =>
    apiRequest<unknown>(`/pos/categories/${id(categoryId)}`, { method: 'DELETE' }),
  );
}

/** POST a new product, or PUT the changes of an existing one; answers the product. */
export function useSaveProductMutation() {
  return useCatalogueMutation(
    async ({ productId, request }: { productId: string | null; request: PosProductRequest }) => {
      const { product } = await apiRequest<{ product: PosProduct }>(
        productId ? `/pos/products/${id(productId)}` : '/pos/products',
        {
          method: productId ? 'PUT' : 'POST',
          body: request satisfies PosProductUpdate,
          expectedStatus: productId ? undefined : 201,
        },
      );
      return product;
    },
  );
}

export function useUpdateProductMutation() {
  return useCatalogueMutation(
    ({ productId, update }: { productId: string; update: PosProductUpdate }) =>
      apiRequest<unknown>(`/pos/products/${id(productId)}`, { method: 'PUT', body: update }),
  );
}

export function useDeleteProductMutation() {
  return useCatalogueMutation((productId: string) =>
    apiRequest<unknown>(`/pos/products/${id(productId)}`, { method: 'DELETE' }),
  );
}

/** PUT /pos/products/{id}/image (multipart `image`); DELETE takes the image away. */
/** The shop's logo: a file uploads it, null removes it. */
export function useShopLogoMutation() {
  return useCatalogueMutation((file: File | null) => {
    const path = '/pos/settings/logo';
    if (!file) return apiRequest<unknown>(path, { method: 'DELETE' });
    const formData = new FormData();
    formData.append('image', file);
    return apiRequest<unknown>(path, { method: 'PUT', formData });
  });
}

export function useProductImageMutation() {
  return useCatalogueMutation(({ productId, file }: { productId: string; file: File | null }) => {
    const path = `/pos/products/${id(productId)}/image`;
    if (!file) return apiRequest<unknown>(path, { method: 'DELETE' });
    const formData = new FormData();
    formData.append('image', file);
    return apiRequest<unknown>(path, { method: 'PUT', formData });
  });
}
