import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  AdminPromotion,
  createAdminPromotion,
  listAdminPromotions,
  listAdminPromotionUses,
  PromotionTerms,
  updateAdminPromotion,
} from '../../universal/contracts/admin/promotions';
import { adminApi, auditedChange } from '../api/admin-api';
import { sendsBody } from '../../browser-kit/api/sends-body';

const promotionPath = (code: string) => `/admin/promotions/${encodeURIComponent(code)}` as const;
/** A change answers the promotion as it is now: the list is asked again, the trail too. */
const changesPromotion = auditedChange('Promotions');

export const promotionsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Promotions'] }).injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<Answer<typeof listAdminPromotions>, void>({
      query: () => '/admin/promotions' satisfies ClientPath<typeof listAdminPromotions>,
      providesTags: ['Promotions'],
    }),
    promotionUses: build.query<Answer<typeof listAdminPromotionUses>, string>({
      query: (code) => `${promotionPath(code)}/uses` satisfies ClientPath<typeof listAdminPromotionUses>,
      providesTags: ['Promotions'],
    }),
    createPromotion: build.mutation<AdminPromotion, Body<typeof createAdminPromotion>>({
      ...sendsBody('/admin/promotions' satisfies ClientPath<typeof createAdminPromotion>, 'POST'),
      ...changesPromotion,
    }),
    updatePromotion: build.mutation<AdminPromotion, { code: string; terms: PromotionTerms }>({
      query: ({ code, terms }) => ({
        url: promotionPath(code) satisfies ClientPath<typeof updateAdminPromotion>,
        method: 'PUT',
        body: terms,
      }),
      ...changesPromotion,
    }),
  }),
});

export const { usePromotionsQuery, usePromotionUsesQuery, useCreatePromotionMutation, useUpdatePromotionMutation } =
  promotionsApi;
