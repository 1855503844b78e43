include "f915.td"
