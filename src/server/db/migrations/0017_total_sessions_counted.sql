-- "Total sessions" counts the sessions a person has (decision 181): scored recordings, which a
-- deletion now takes away. Totals kept before counted deleted ones too.
UPDATE "users" SET "total_sessions" = (
  SELECT count(*) FROM "recordings"
  WHERE "recordings"."user_id" = "users"."id"
    AND "recordings"."analysis_status" = 'complete'
    AND NOT "recordings"."no_words_detected"
);
