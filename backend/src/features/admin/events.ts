import { EVENTS, ROOMS, type TAdminEntity, type TAdminValidationProgressEvent } from "@cp/contracts";
import type { EventBus } from "../../realtime/bus";
import type { AuditAction } from "./repo";

/**
 * What the admin feature publishes: learners' lists (the room "content") hear that an item
 * changed, by id only, after the change commits; a validation's progress goes to the admin's own
 * room, since its tests are not for learners.
 */
export function createAdminEvents(bus: EventBus) {
  return {
    contentChanged(entity: TAdminEntity, id: string, action: AuditAction) {
      bus.publish(EVENTS.contentChanged, ROOMS.content, { entity, id, action });
    },
    validationProgress(userId: string, event: TAdminValidationProgressEvent) {
      bus.publish(EVENTS.adminValidationProgress, ROOMS.user(userId), event);
    },
  };
}

export type AdminEvents = ReturnType<typeof createAdminEvents>;
