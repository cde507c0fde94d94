import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_COMPARE_REGION } from '../../shared/dashboard';
import { findRegion } from '../../shared/regions';
import { findInsuranceExpiry } from '../repositories/carrierDocuments';
import { countNewLoads, findMyTasks } from '../repositories/dashboardCounts';
import { findMonthlyPayments } from '../repositories/dashboardPayments';
import { findMonthlyLoads, findMonthlyRevenue, findTrendFigures } from '../repositories/dashboardSummaries';
import { insuranceExpiration } from '../services/dashboard/insuranceExpiration';
import { lastSixMonths } from '../services/dashboard/months';
import { readPeriod, readPeriods } from '../services/dashboard/periods';
import { readListFilter, type ListFilter } from '../services/loadLists/criteria';
import { ErrorBodySchema } from './schemas';
import { forbidden, validationFailed } from '../http/failures';

const Integer = Type.Integer();
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const QueryText = Type.Optional(Type.String({ maxLength: 64 }));

const MyTasksSchema = Type.Object({ inRouteCount: Integer, pendingPickupCount: Integer, savedCount: Integer, pendingPaymentCount: Integer });
const InsuranceExpirationSchema = Type.Object({
  daysUntilDamageExpiration: NullableInteger, daysUntilLiabilityExpiration: NullableInteger, insuranceExpirationWarningThreshold: Integer,
});
const TrendFiguresSchema = Type.Object({ loadCount: Integer, vehicleCount: Integer, miles: Integer, revenueCents: Integer });
const LoadTrendsSchema = Type.Object({ current: TrendFiguresSchema, previous: TrendFiguresSchema });
const Month = Type.String();
const LoadSummarySchema = Type.Object({ months: Type.Array(Type.Object({ month: Month, loadCount: Integer, vehicleCount: Integer })) });
const PaymentSummarySchema = Type.Object({ months: Type.Array(Type.Object({ month: Month, invoicedCents: Integer, paidCents: Integer })) });
const RevenueSummarySchema = Type.Object({
  compareRegion: Type.String(),
  months: Type.Array(Type.Object({ month: Month, revenuePerMileCents: NullableInteger, regionRevenuePerMileCents: NullableInteger })),
});

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };


/** Every list whole: the task counts are the sizes of the lists the Loads tabs open with. */
const everything = (readListFilter({}) as { filter: ListFilter }).filter;

/** Account spec 2.8 and 7: the dashboard's counts, alert and summaries, each of the caller's own carrier. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/CarrierLoads/MyTasks', { schema: { response: { 200: MyTasksSchema, ...errors } } },
    async (request) => findMyTasks(app.db, request.viewer, everything, app.clock.now()));

  app.get('/Carriers/InsuranceExpiration', {
    schema: { querystring: Type.Object({ carrierId: QueryText }), response: { 200: InsuranceExpirationSchema, ...errors } },
  }, async (request) => {
    const { carrierId } = request.query;
    if (carrierId !== undefined && !/^\d{1,15}$/.test(carrierId)) throw validationFailed([{ field: 'carrierId', message: 'Must be an integer.' }]);
    if (carrierId !== undefined && Number(carrierId) !== request.viewer.clientId) {
      throw forbidden("Another carrier's insurance is not yours to read.");
    }
    return insuranceExpiration(await findInsuranceExpiry(app.db, request.viewer.clientId), app.clock.now());
  });

  app.get('/CarrierLoads/newLoadsToday', {
    schema: {
      querystring: Type.Object({ visibleToCarriersFrom: QueryText, visibleToCarriersThru: QueryText }),
      response: { 200: Integer, ...errors },
    },
  }, async (request) => {
    const window = readPeriod(request.query, 'visibleToCarriersFrom', 'visibleToCarriersThru');
    if ('errors' in window) throw validationFailed(window.errors);
    return countNewLoads(app.db, window.period.start, window.period.end);
  });

  app.get('/CarrierLoads/LoadTrends', {
    schema: {
      querystring: Type.Object({ fromStart: QueryText, fromEnd: QueryText, compareToStart: QueryText, compareToEnd: QueryText }),
      response: { 200: LoadTrendsSchema, ...errors },
    },
  }, async (request) => {
    const read = readPeriods([readPeriod(request.query, 'fromStart', 'fromEnd'), readPeriod(request.query, 'compareToStart', 'compareToEnd')]);
    if ('errors' in read) throw validationFailed(read.errors);
    const [current, previous] = await Promise.all(read.periods.map((period) =>
      findTrendFigures(app.db, request.viewer.clientId, period.start, period.end)));
    return { current, previous };
  });

  app.get('/CarrierLoads/SixMonthLoadSummary', { schema: { response: { 200: LoadSummarySchema, ...errors } } },
    async (request) => ({ months: await findMonthlyLoads(app.db, request.viewer.clientId, lastSixMonths(app.clock.now())) }));

  app.get('/CarrierLoads/SixMonthPaymentSummary', { schema: { response: { 200: PaymentSummarySchema, ...errors } } },
    async (request) => ({ months: await findMonthlyPayments(app.db, request.viewer.clientId, lastSixMonths(app.clock.now())) }));

  app.get('/CarrierLoads/SixMonthRevenueSummary', {
    schema: { querystring: Type.Object({ compareRegion: QueryText }), response: { 200: RevenueSummarySchema, ...errors } },
  }, async (request) => {
    const region = findRegion(request.query.compareRegion?.trim() || DEFAULT_COMPARE_REGION);
    if (!region) throw validationFailed([{ field: 'compareRegion', message: 'Must be one of the regions.' }]);
    const months = await findMonthlyRevenue(app.db, request.viewer.clientId, region.states, lastSixMonths(app.clock.now()));
    return { compareRegion: region.value, months };
  });
};

export default dashboardRoutes;
