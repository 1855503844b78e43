include "f916.td"
