// Unit tests import handler modules whose config is parsed at load; give them a complete, fake environment.
Object.assign(process.env, {
  STAGE: 'local',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  TABLE_NAME: 'test-table',
  UPLOADS_BUCKET: 'test-uploads',
  DOCUMENTS_BUCKET: 'test-documents',
  QUEUE_URL_MEASURE_ROOF: 'http://sqs.local/000000000000/measure-roof',
  QUEUE_URL_RENDER_PDF: 'http://sqs.local/000000000000/render-pdf',
  QUEUE_URL_GENERATE_CONTRACT: 'http://sqs.local/000000000000/generate-contract',
  QUEUE_URL_SEND_EMAIL: 'http://sqs.local/000000000000/send-email',
  QUEUE_URL_ACCOUNT_EXPORT: 'http://sqs.local/000000000000/account-export',
  QUEUE_URL_WEBHOOK_DELIVERY: 'http://sqs.local/000000000000/webhook-delivery',
  USER_POOL_ID: 'us-east-1_test',
  USER_POOL_CLIENT_ID: 'testclient',
  AUTH_ISSUER: 'http://127.0.0.1:1/us-east-1_test',
  AUTH_JWKS_URI: 'http://127.0.0.1:1/us-east-1_test/.well-known/jwks.json',
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  // Every route checks its answers against its response schema in tests.
  RIDGELINE_CHECK_RESPONSES: '1',
});
