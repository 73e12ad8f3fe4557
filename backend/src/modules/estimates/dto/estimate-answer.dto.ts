import { IsIn, IsNotEmpty, IsString, IsUUID } from 'class-validator';
import { ESTIMATE_ANSWERS, type EstimateAnswer, type EstimateAnswerRequest } from '@repair-shop/contracts';

export class EstimateAnswerDto implements EstimateAnswerRequest {
  @IsString()
  @IsNotEmpty()
  @IsUUID()
  estimateId: string;

  @IsIn(ESTIMATE_ANSWERS)
  answer: EstimateAnswer;
}
