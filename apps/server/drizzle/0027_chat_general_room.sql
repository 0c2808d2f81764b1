-- Every organisation has a "General" room with a "General" thread (issue 24). New organisations
-- get them in the transaction that creates them; this gives them to the older ones, started by
-- their first admin. Running it again adds nothing.
INSERT INTO "chat_rooms" ("organization_id", "name", "kind", "created_by_id")
SELECT o."id", 'General', 'room',
  (SELECT u."id" FROM "users" u WHERE u."organization_id" = o."id" AND u."role" = 'ADMIN'
    ORDER BY u."created_at", u."id" LIMIT 1)
FROM "organizations" o
WHERE NOT EXISTS (
  SELECT 1 FROM "chat_rooms" r
  WHERE r."organization_id" = o."id" AND r."kind" = 'room' AND r."name" = 'General'
);
--> statement-breakpoint
-- The thread goes into each organisation's oldest General room (a team may have made its own).
INSERT INTO "chat_threads" ("organization_id", "chat_room_id", "title", "created_by_id")
SELECT g."organization_id", g."id", 'General', g."created_by_id"
FROM (
  SELECT DISTINCT ON (r."organization_id") r."organization_id", r."id", r."created_by_id"
  FROM "chat_rooms" r
  WHERE r."kind" = 'room' AND r."name" = 'General'
  ORDER BY r."organization_id", r."created_at", r."id"
) g
WHERE NOT EXISTS (
  SELECT 1 FROM "chat_threads" t WHERE t."chat_room_id" = g."id" AND t."title" = 'General'
);
