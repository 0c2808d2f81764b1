-- Authors can edit the text of their comments and replies: the panel says "edited" and when.
ALTER TABLE "document_comment_replies" ADD COLUMN "edited_at" timestamp with time zone;
