import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { badRequest, HttpError } from '../../../http/errors';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { staffActor } from '../../staff';
import { cataloguePictures } from '../images/responsive-images';
import { MAX_UPLOAD_BYTES, saveUploadedPicture, UPLOAD_TYPES } from '../images/uploaded-pictures';
import { productEditor } from './product-editor';
import { listProducts } from './product-list';
import { applyStockCount, previewStockCsv } from './stock-counts';
import { applyBulkAction } from './bulk-actions';
import { applyPreviewedImport, previewImport } from '../csv-import/apply-import';
import {
  applyProductImport,
  MAX_IMPORT_CHARS,
  previewProductImport,
} from '../../../../universal/contracts/admin/product-import';
import { stockAlertsRepository } from '../stock-alerts/repository';
import {
  applyStockCount as applyStockCountEndpoint,
  bulkProducts,
  createAdminProduct,
  getAdminProduct,
  listAdminProducts,
  listStockAlertCounts,
  previewStockCsv as previewStockCsvEndpoint,
  publishAdminProduct,
  updateAdminProduct,
  uploadAdminPicture,
} from '../../../../universal/contracts/admin/products';

/**
 * A products CSV's body: its characters (Arabic takes two bytes each in UTF-8, a quote or line break two in
 * JSON), so at most about three bytes a character.
 */
const IMPORT_BODY_BYTES = MAX_IMPORT_CHARS * 3 + 1024;

/** Products and stock in the staff console (issue 35): the catalogue role and owners write, support reads. */
const adminProductRoutes: ModulePlugin = async (app, { ctx }) => {
  const editor = productEditor(ctx.db);
  const pictures = cataloguePictures(ctx.config);
  // A picture's bytes are the body of its upload, in this plugin's routes only (the others take JSON).
  app.addContentTypeParser(
    [...UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...fromContract(app, listStockAlertCounts),
    handler: async () => ({ rows: await stockAlertsRepository(ctx.db).waiting() }),
  });

  app.route({
    ...fromContract(app, listAdminProducts),
    handler: async (request) => listProducts(ctx.db, request.query),
  });

  app.route({
    ...fromContract(app, getAdminProduct),
    handler: async (request) => editor.get(request.params.id),
  });

  app.route({
    ...fromContract(app, createAdminProduct),
    handler: async (request, reply) => {
      const product = await editor.create(request.body, staffActor(request), ctx.now());
      return reply.status(201).send(product);
    },
  });

  app.route({
    ...fromContract(app, updateAdminProduct),
    handler: async (request) => editor.update(request.params.id, request.body, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, publishAdminProduct),
    handler: async (request) => editor.publish(request.params.id, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, bulkProducts),
    handler: async (request) => applyBulkAction(ctx.db, request.body, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, previewProductImport),
    bodyLimit: IMPORT_BODY_BYTES,
    handler: async (request) => previewImport(ctx.db, request.body.csv),
  });

  app.route({
    ...fromContract(app, applyProductImport),
    bodyLimit: IMPORT_BODY_BYTES,
    handler: async (request) =>
      applyPreviewedImport(ctx.db, request.body.csv, request.body.token, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, uploadAdminPicture),
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'Send a JPEG, PNG or WebP picture as the body', {
          code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        });
      }
      const saved = await saveUploadedPicture(ctx.config.pictureUploadDir, pictures, request.body);
      if ('refused' in saved)
        throw badRequest(`The picture cannot be used: ${saved.refused}`, { picture: saved.refused });
      request.log.info({ picture: saved.picture, staff: staffActor(request).email }, 'picture uploaded');
      return reply.status(201).send(saved);
    },
  });

  app.route({
    ...fromContract(app, previewStockCsvEndpoint),
    handler: async (request) => ({ rows: await previewStockCsv(ctx.db, request.body.csv) }),
  });

  app.route({
    ...fromContract(app, applyStockCountEndpoint),
    handler: async (request) => applyStockCount(ctx.db, request.body.rows, staffActor(request), ctx.now()),
  });
};

export default adminProductRoutes;
