-- "A task you watch changed" keeps the changed fields and their new values (field keys, priority
-- keys, names and dates as typed) instead of an English summary, so each watcher reads it in
-- their language. Existing notices and Inbox items keep what the summary said: the task's title
-- and the changed fields ("Call the bank · Status, Due date"), now as keys.
CREATE FUNCTION "pg_temp"."task_change_of_summary"("summary" text) RETURNS jsonb LANGUAGE sql AS $$
	SELECT CASE WHEN "parsed"."fields" IS NULL THEN NULL
		ELSE jsonb_build_object('task', "parsed"."task", 'fields', "parsed"."fields") END
	FROM (
		SELECT "parts"[1] AS "task",
			(SELECT CASE WHEN bool_and("label" IN ('Status', 'Completed', 'Assignees', 'Start date',
					'Due date', 'Priority'))
				THEN string_agg(CASE "label" WHEN 'Status' THEN 'state' WHEN 'Completed' THEN 'completed'
					WHEN 'Assignees' THEN 'assignees' WHEN 'Start date' THEN 'startDate'
					WHEN 'Due date' THEN 'dueDate' WHEN 'Priority' THEN 'priority' END, ',' ORDER BY "n")
				END
			FROM unnest(string_to_array("parts"[2], ', ')) WITH ORDINALITY AS "l"("label", "n")) AS "fields"
		FROM (SELECT regexp_match("summary", '^(.*) ' || U&'\00B7' || ' (.*)$') AS "parts") AS "split"
		WHERE "parts" IS NOT NULL
	) AS "parsed"
$$;
--> statement-breakpoint
ALTER TABLE "task_change_notices" ADD COLUMN "changes" jsonb;
--> statement-breakpoint
UPDATE "task_change_notices" SET "changes" = coalesce(
	"pg_temp"."task_change_of_summary"("summary"),
	jsonb_build_object('task', "summary", 'fields', ''));
--> statement-breakpoint
ALTER TABLE "task_change_notices" ALTER COLUMN "changes" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_change_notices" DROP COLUMN "summary";
--> statement-breakpoint
UPDATE "inbox_items" SET "texts" = "texts" || jsonb_build_object('body', jsonb_build_object(
		'key', 'taskWatchedChangedBody',
		'values', "pg_temp"."task_change_of_summary"("body")))
	WHERE "kind" = 'task_changed' AND "texts" -> 'title' ->> 'key' = 'taskWatchedChanged'
		AND "texts" -> 'body' IS NULL AND "pg_temp"."task_change_of_summary"("body") IS NOT NULL;
--> statement-breakpoint
DROP FUNCTION "pg_temp"."task_change_of_summary"(text);
