import { createAuditLogRepository } from './audit-log-repository';
import { createBookingTargetsRepository } from './booking-targets-repository';
import { createChangeVersionsRepository } from './change-versions-repository';
import { createCompaniesRepository } from './companies-repository';
import { createEmployeesRepository } from './employees-repository';
import type { Executor } from './executor';
import { createIdempotencyRepository } from './idempotency-repository';
import { createIntegrationKeysRepository } from './integration-keys-repository';
import { createMaterialsRepository } from './materials-repository';
import { createNamedTypesRepository } from './named-types-repository';
import { createOfficeLinksRepository } from './office-links-repository';
import { createOfficeMasterDataRepository } from './office-master-data-repository';
import { createOfficeMaterialsRepository } from './office-materials-repository';
import { createOfficePasskeysRepository } from './office-passkeys-repository';
import { createOfficeRelationsRepository } from './office-relations-repository';
import { createOfficeSessionsRepository } from './office-sessions-repository';
import { createOfficeSettingsRepository } from './office-settings-repository';
import { createOfficeUsersRepository } from './office-users-repository';
import { createPlanningBoardRepository } from './planning-board-repository';
import { createProjectsRepository } from './projects-repository';
import { createRegistrationLocksRepository } from './registration-locks-repository';
import { createRegistrationReviewRepository } from './registration-review-repository';
import { createRegistrationRowsRepository } from './registration-rows';
import { createRegistrationsRepository } from './registrations-repository';
import { createSessionsRepository } from './sessions-repository';
import { createSignInRepository } from './sign-in-repository';
import { createWeekOverviewRepository } from './week-overview-repository';
import { createWeekReviewsRepository } from './week-reviews-repository';
import { createWeekSubmissionsRepository } from './week-submissions-repository';
import { createWorkOrderDocumentRepository } from './work-order-document-repository';
import { createWorkOrderPhotosRepository } from './work-order-photos-repository';
import { createWorkOrdersRepository } from './work-orders-repository';

export function createRepositories(db: Executor) {
  return {
    companies: createCompaniesRepository(db),
    employees: createEmployeesRepository(db),
    sessions: createSessionsRepository(db),
    signIn: createSignInRepository(db),
    idempotency: createIdempotencyRepository(db),
    registrationRows: createRegistrationRowsRepository(db),
    weekOverview: createWeekOverviewRepository(db),
    materials: createMaterialsRepository(db),
    bookingTargets: createBookingTargetsRepository(db),
    registrations: createRegistrationsRepository(db),
    namedTypes: createNamedTypesRepository(db),
    workOrders: createWorkOrdersRepository(db),
    workOrderPhotos: createWorkOrderPhotosRepository(db),
    workOrderDocument: createWorkOrderDocumentRepository(db),
    registrationLocks: createRegistrationLocksRepository(db),
    projects: createProjectsRepository(db),
    integrationKeys: createIntegrationKeysRepository(db),
    weekSubmissions: createWeekSubmissionsRepository(db),
    weekReviews: createWeekReviewsRepository(db),
    registrationReview: createRegistrationReviewRepository(db),
    changeVersions: createChangeVersionsRepository(db),
    officeUsers: createOfficeUsersRepository(db),
    officeSessions: createOfficeSessionsRepository(db),
    officeLinks: createOfficeLinksRepository(db),
    officeMasterData: createOfficeMasterDataRepository(db),
    officeMaterials: createOfficeMaterialsRepository(db),
    officePasskeys: createOfficePasskeysRepository(db),
    officeSettings: createOfficeSettingsRepository(db),
    officeRelations: createOfficeRelationsRepository(db),
    auditLog: createAuditLogRepository(db),
    planningBoard: createPlanningBoardRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { Executor };
