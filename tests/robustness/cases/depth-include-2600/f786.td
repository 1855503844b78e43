include "f787.td"
