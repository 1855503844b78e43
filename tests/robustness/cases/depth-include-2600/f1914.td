include "f1915.td"
