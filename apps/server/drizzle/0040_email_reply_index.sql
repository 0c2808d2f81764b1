-- Mail conversations (issue 27): a message that arrives after the answers naming it in
-- In-Reply-To finds them by this index and brings their conversation into its own.
CREATE INDEX "email_messages_account_in_reply_to_idx" ON "email_messages" USING btree ("account_id","in_reply_to");
