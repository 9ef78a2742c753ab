#!/bin/sh
# The `minio-init` service of docker-compose.yml (runs once per `docker compose up`, in the
# MinIO client image): creates the shop's bucket and an account for the app that may only read
# and write that bucket, so the app never holds MinIO's root password. Safe to run again: every
# step leaves what exists as it is (or sets it to the same value).
set -eu

mc alias set root http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "root/$S3_BUCKET"

# What the app does with the bucket: check it (HeadBucket) and list it (ListBucket), read,
# write and delete images and their resized copies (GetObject, PutObject, DeleteObject).
printf '%s' '{"Version":"2012-10-17","Statement":[
  {"Effect":"Allow","Action":["s3:GetBucketLocation","s3:ListBucket"],"Resource":["arn:aws:s3:::'"$S3_BUCKET"'"]},
  {"Effect":"Allow","Action":["s3:GetObject","s3:PutObject","s3:DeleteObject"],"Resource":["arn:aws:s3:::'"$S3_BUCKET"'/*"]}
]}' > /tmp/crumb-app-policy.json
mc admin policy create root crumb-app /tmp/crumb-app-policy.json
mc admin user add root "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already has is refused as "already in effect"; the probe below
# is what proves the account works, whichever way this went.
mc admin policy attach root crumb-app --user "$S3_ACCESS_KEY_ID" || echo "crumb-app policy: already attached"

# Prove it with the app's own credentials: write, read and delete one object.
mc alias set app http://minio:9000 "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
echo "written by minio-init" | mc pipe "app/$S3_BUCKET/.minio-init-probe"
mc cat "app/$S3_BUCKET/.minio-init-probe" > /dev/null
mc rm "app/$S3_BUCKET/.minio-init-probe"
echo "Bucket $S3_BUCKET is ready for the app."
