-- documents:edit is held by default (DEFAULT_MEMBER_PERMISSIONS): members who joined before it existed get it too.
UPDATE "users" SET "permissions" = array_append("permissions", 'documents:edit') WHERE NOT ('documents:edit' = ANY("permissions"));
