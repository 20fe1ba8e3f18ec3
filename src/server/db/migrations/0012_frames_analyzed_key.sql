-- Identifiers use one spelling, "analyze" (decision 164): the body-language summary stored in
-- recordings.visual_analysis_metadata renames its framesAnalysed key to framesAnalyzed.
UPDATE "recordings"
SET "visual_analysis_metadata" = ("visual_analysis_metadata" - 'framesAnalysed')
  || jsonb_build_object('framesAnalyzed', "visual_analysis_metadata" -> 'framesAnalysed')
WHERE jsonb_typeof("visual_analysis_metadata") = 'object'
  AND "visual_analysis_metadata" ? 'framesAnalysed';
